import { useState } from 'react';

interface SaveChangesOptions<V, B extends object, R> {
  /** What differs from the record on file: only that is sent, and nothing at all when nothing changed. */
  changed: (values: V) => B;
  save: (body: B) => Promise<R>;
  onSaved: (reply: R, body: B) => void;
  onFailed: (error: unknown) => void;
}

/** An edit form's submit that sends only the changed fields; `nothingToSave` is true after a submit that changed nothing. */
export function useSaveChanges<V, B extends object, R>({ changed, save, onSaved, onFailed }: SaveChangesOptions<V, B, R>) {
  const [nothingToSave, setNothingToSave] = useState(false);
  const submit = async (values: V) => {
    const body = changed(values);
    const empty = Object.keys(body).length === 0;
    setNothingToSave(empty);
    if (empty) return;
    let reply: R;
    try {
      reply = await save(body);
    } catch (error) {
      onFailed(error);
      return;
    }
    onSaved(reply, body);
  };
  return { nothingToSave, submit };
}
