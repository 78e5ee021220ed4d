import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { formatDay, humanize } from '@/lib/format';
import { useAdminPatientAttachments } from '@/api/patients/get-admin-patient-attachments';

const sizeOf = (bytes: number | null) =>
  bytes === null ? '' : bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** The patient's uploaded files (photo ID, ...): each opens through a signed link that works for a few minutes. */
export function PatientAttachmentsTab({ patientId }: { patientId: string }) {
  const files = useAdminPatientAttachments(patientId);
  if (files.error && !files.data)
    return <LoadError title="Error fetching attachments" error={files.error} onRetry={() => void files.mutate()} />;
  if (!files.data) return <Skeleton variant="rounded" height={120} aria-label="Loading the attachments" />;
  if (files.data.length === 0) return <EmptyState title="No files yet" description="Files the patient uploads (a photo ID) appear here." />;
  return (
    <List aria-label="Attachments">
      {files.data.map((file) => (
        <ListItem key={file.key} divider>
          <ListItemText
            primary={
              <Link href={file.url} target="_blank" rel="noopener noreferrer">
                {humanize(file.purpose)} ({file.contentType})
              </Link>
            }
            secondary={`Uploaded ${formatDay(file.uploadedAt)}${file.sizeBytes !== null ? ` · ${sizeOf(file.sizeBytes)}` : ''} · the link works for a few minutes`}
          />
        </ListItem>
      ))}
    </List>
  );
}
