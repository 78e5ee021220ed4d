import { useState } from 'react';
import { downloadMedicationStats } from '@/api/admin-catalog/download-medication-stats';
import type { MedicationStatsRange } from '@/api/admin-catalog/get-medication-stats';
import { saveFile } from '@/lib/save-file';
import { toastFailure, toastSuccess } from '@/lib/toast';
import { medicationsCsvName } from './dates';
import { DOWNLOAD_FAILED_TEXT, downloadedText, NO_MEDICATIONS_SELECTED_TEXT } from './texts';

/** The CSV of the selected medications over a range: none selected gives the message and makes no request. */
export function useMedicationsDownload() {
  const [busy, setBusy] = useState(false);
  async function download(ids: readonly string[], range: MedicationStatsRange) {
    if (ids.length === 0) {
      toastFailure(undefined, NO_MEDICATIONS_SELECTED_TEXT);
      return;
    }
    setBusy(true);
    try {
      saveFile(await downloadMedicationStats(ids, range), medicationsCsvName());
      toastSuccess(downloadedText(ids.length));
    } catch {
      toastFailure(undefined, DOWNLOAD_FAILED_TEXT);
    } finally {
      setBusy(false);
    }
  }
  return { busy, download };
}
