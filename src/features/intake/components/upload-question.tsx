import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { ALLOWED_UPLOAD_TYPES, MAX_UPLOAD_BYTES } from '@contracts/storage';
import { messageOr } from '@/lib/api-errors';
import { useUploadLink } from '@/api/storage/get-upload-link';
import { UPLOAD_FAILED, useUploadFile } from '@/api/storage/upload-file';

export interface UploadTarget {
  intakeId: string;
  intakeToken: string;
}

interface UploadQuestionProps {
  label: string;
  help?: string | null;
  error?: string;
  /** The storage key of the uploaded file. */
  value: string | undefined;
  onChange: (key: string | undefined) => void;
  /** Null where no upload can be made (a renewal keeps the file on record). */
  target: UploadTarget | null;
}

const TYPE_MESSAGE = 'Choose a JPEG, PNG, WebP or HEIC photo, or a PDF';
const SIZE_MESSAGE = `Choose a file smaller than ${MAX_UPLOAD_BYTES / (1024 * 1024)} MB`;

/** A file question (e.g. a photo ID): checks the file, gets a signed link, PUTs it with its progress in percent. */
export function UploadQuestion({ label, help, error, value, onChange, target }: UploadQuestionProps) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const link = useUploadLink();
  const upload = useUploadFile();
  const [progress, setProgress] = useState<number | null>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const busy = link.isMutating || upload.isMutating;

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file || !target) return;
    setFailure(null);
    setProgress(null);
    if (!(ALLOWED_UPLOAD_TYPES as readonly string[]).includes(file.type)) return setFailure(TYPE_MESSAGE);
    if (file.size > MAX_UPLOAD_BYTES) return setFailure(SIZE_MESSAGE);
    let key: string;
    try {
      const signed = await link.trigger({ ...target, contentType: file.type, fileName: file.name });
      if (file.size > signed.maxBytes) return setFailure(SIZE_MESSAGE);
      setProgress(0);
      await upload.trigger({ link: signed, file, onProgress: setProgress });
      key = signed.key;
    } catch (e) {
      setProgress(null);
      return setFailure(messageOr(e, UPLOAD_FAILED));
    }
    setFileName(file.name);
    onChange(key);
  };

  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <FormLabel htmlFor={inputId} error={Boolean(error)} sx={{ display: 'block', color: 'text.primary', fontWeight: 600, mb: 1 }}>
        {label}
      </FormLabel>
      <input
        id={inputId}
        ref={inputRef}
        type="file"
        accept={ALLOWED_UPLOAD_TYPES.join(',')}
        onChange={(e) => void onFile(e)}
        disabled={!target || busy}
        tabIndex={-1}
        style={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' }}
      />
      {target ? (
        <Button variant="outlined" startIcon={<UploadFileOutlined />} onClick={() => inputRef.current?.click()} loading={busy}>
          {value ? 'Choose another file' : 'Choose file'}
        </Button>
      ) : (
        <Typography sx={{ color: 'text.secondary' }}>
          {value ? 'We will use the file you sent before.' : 'Please contact your care team to send this document.'}
        </Typography>
      )}
      {progress !== null && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mt: 1.5 }}>
          <LinearProgress variant="determinate" value={progress} aria-label="Upload progress" sx={{ flexGrow: 1 }} />
          <Typography variant="body2" sx={{ minWidth: 40 }}>{`${progress}%`}</Typography>
        </Box>
      )}
      {value && !busy && target && (
        <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.75, mt: 1, color: 'success.main' }}>
          <CheckCircleOutlined fontSize="small" aria-hidden />
          {fileName ? `Uploaded ${fileName}` : 'File uploaded'}
        </Typography>
      )}
      {failure && (
        <Alert severity="error" sx={{ mt: 1.5 }}>
          {failure}
        </Alert>
      )}
      {(error ?? help) && <FormHelperText error={Boolean(error)}>{error ?? help}</FormHelperText>}
    </Box>
  );
}
