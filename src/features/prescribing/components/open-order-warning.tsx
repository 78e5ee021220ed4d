import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';

/**
 * The patient already has an open order (of this medication): say so before the doctor starts another, and let them
 * go on only by ticking that it is a separate prescription (the server asks the same: 409 OPEN_ORDER_EXISTS).
 */
export function OpenOrderWarning(props: { text: string; confirmed: boolean; onConfirmedChange: (confirmed: boolean) => void }) {
  const { text, confirmed, onConfirmedChange } = props;
  return (
    <Alert severity="warning">
      {text}
      <FormControlLabel
        sx={{ display: 'flex', mt: 1 }}
        control={<Checkbox checked={confirmed} onChange={(e) => onConfirmedChange(e.target.checked)} />}
        label="Start a separate order anyway"
      />
    </Alert>
  );
}
