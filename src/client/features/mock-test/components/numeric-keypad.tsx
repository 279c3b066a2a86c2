import BackspaceOutlinedIcon from '@mui/icons-material/BackspaceOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useTranslation } from '#client/lib/i18n.ts';
import { keyFromKeyboard, keypadKeys, pressKey, type KeypadKey } from '../keypad';

type NumericKeypadProps = {
  value: string;
  onChange: (value: string) => void;
  label: string;
};

/**
 * NTA's on-screen keypad for numerical answers. The answer box takes the physical keyboard too
 * (digits, '.', '-', Backspace), filtered through the same rules, so it can never hold text the
 * server would refuse; a phone shows no keyboard of its own over the question.
 */
export function NumericKeypad({ value, onChange, label }: NumericKeypadProps) {
  const press = (key: KeypadKey) => onChange(pressKey(value, key));
  const { t } = useTranslation('mock');
  return (
    <Box sx={{ maxWidth: 260 }}>
      <TextField
        label={label}
        value={value}
        fullWidth
        autoComplete="off"
        slotProps={{ htmlInput: { inputMode: 'none', 'aria-describedby': 'keypad-help' } }}
        onChange={() => undefined}
        onKeyDown={(event) => {
          const key = keyFromKeyboard(event.key);
          if (key) {
            event.preventDefault();
            press(key);
          }
        }}
        sx={{ mb: 1 }}
      />
      <span id="keypad-help" className="visually-hidden">
        {t('keypad.help')}
      </span>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 0.75 }}>
        <Button
          variant="outlined"
          onClick={() => press('backspace')}
          aria-label={t('keypad.backspace')}
          sx={{ gridColumn: '1 / -1' }}
          startIcon={<BackspaceOutlinedIcon />}
        >
          {t('keypad.backspace')}
        </Button>
        {keypadKeys.map((key) => (
          <Button
            key={key}
            variant="outlined"
            onClick={() => press(key)}
            aria-label={
              key === '.' ? t('keypad.decimalPoint') : key === '-' ? t('keypad.minus') : key
            }
            sx={{ minWidth: 0, fontSize: 18 }}
          >
            {key}
          </Button>
        ))}
        <Button variant="outlined" onClick={() => press('clear')} sx={{ gridColumn: '1 / -1' }}>
          {t('keypad.clearAll')}
        </Button>
      </Box>
    </Box>
  );
}
