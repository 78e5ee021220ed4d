// The ids the fixtures of several resources share (an order's patient, a prescription's order, …).

export const ORDER_ID = '77777777-7777-4777-8777-777777777777';
export const PATIENT_ID = '88888888-8888-4888-8888-888888888888';
export const PRESCRIPTION_ID = '99999999-9999-4999-8999-999999999901';
