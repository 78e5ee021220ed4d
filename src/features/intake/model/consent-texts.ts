import { CONSENT_VERSIONS } from '@contracts/onboarding';

export interface ConsentDocument {
  title: string;
  version: string;
  paragraphs: readonly string[];
}

export const TELEHEALTH_CONSENT: ConsentDocument = {
  title: 'Telehealth informed consent',
  version: CONSENT_VERSIONS.TELEHEALTH,
  paragraphs: [
    'Telehealth means your care is delivered remotely. A doctor licensed in your state reviews the answers, measurements and documents you send us, and may message or call you before deciding on treatment. There is no in-person physical examination, so the doctor relies on your answers being complete and true.',
    'GLP-1 medications such as semaglutide and tirzepatide can cause nausea, vomiting, diarrhea, constipation and stomach pain, and less often pancreatitis, gallbladder problems, low blood sugar, kidney problems or allergic reactions. They must not be used during pregnancy. You agree to read the medication guide, to follow the dosing instructions, and to tell your care team promptly about side effects, new medical conditions, new medications or a pregnancy.',
    'The doctor may decide that this treatment is not right for you; if so, you are not treated, and what you paid for the treatment is refunded in full. Telehealth is not for emergencies: if you have severe stomach pain, trouble breathing, swelling of the face or throat, or thoughts of harming yourself, call 911 or go to the nearest emergency room.',
    'You may withdraw this consent at any time by contacting your care team. Withdrawing does not affect care you have already received.',
  ],
};

export const PRIVACY_NOTICE: ConsentDocument = {
  title: 'Privacy notice',
  version: CONSENT_VERSIONS.PRIVACY,
  paragraphs: [
    'We collect the information you give us in this form (contact details, date of birth, address, health answers, measurements, uploaded identity documents and payment details) to assess whether treatment is safe for you, to deliver care, to fill prescriptions and to bill you.',
    'Your health information is protected health information under HIPAA. We share it only with the doctors, pharmacies and service providers who need it to care for you or to run our service, each bound by a written agreement to protect it, or when the law requires it. We never sell your information or use it for advertising.',
    'Your records are encrypted in transit and at rest, every access to them is logged, and only staff who need them for your care can see them. You may ask for a copy of your records, ask us to correct them, or ask who has accessed them, by contacting your care team.',
  ],
};
