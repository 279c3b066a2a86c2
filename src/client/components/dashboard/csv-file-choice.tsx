import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';

/**
 * The file an import dialog holds, and choosing it: a new choice (or none, on closing) forgets
 * the last import's reply with `forget`, as the reply was about the file before.
 */
export function useCsvFile(forget: () => void) {
  const [file, setFile] = useState<File | null>(null);
  const choose = (chosen: File | null) => {
    forget();
    setFile(chosen);
  };
  return [file, choose] as const;
}

type CsvFileChoiceProps = {
  file: File | null;
  /** Called with the file chosen (null when the choice was cancelled). */
  onFile: (file: File | null) => void;
  chooseLabel: string;
  /** Shown in place of the file's name while none is chosen. */
  noFileLabel: string;
  /** The hidden input's own name, for tests and screen readers that reach it. */
  inputLabel?: string;
};

/**
 * An import's "Choose file" for a CSV, and the name of the file chosen. A real button opens the
 * hidden input: a <label> given role="button" is not allowed that role (axe: aria-allowed-role).
 */
export function CsvFileChoice({
  file,
  onFile,
  chooseLabel,
  noFileLabel,
  inputLabel,
}: CsvFileChoiceProps) {
  const fileInput = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button variant="outlined" onClick={() => fileInput.current?.click()}>
        {chooseLabel}
      </Button>
      <input
        ref={fileInput}
        type="file"
        accept=".csv,text/csv"
        hidden
        aria-label={inputLabel}
        onChange={(e) => {
          onFile(e.target.files?.[0] ?? null);
          // The same file chosen again (after fixing it) is a change too.
          e.target.value = '';
        }}
      />
      <Typography variant="body2">{file?.name ?? noFileLabel}</Typography>
    </>
  );
}
