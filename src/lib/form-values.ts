/** A form's starting text for each field: the record's value, or '' where it has none. */
export function textValuesOf<F extends string>(fields: readonly F[], record: Partial<Record<F, string | null>>) {
  return Object.fromEntries(fields.map((f) => [f, record[f] ?? ''])) as Record<F, string>;
}
