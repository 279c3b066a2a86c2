import './report-card.css';
import PrintIcon from '@mui/icons-material/Print';
import Button from '@mui/material/Button';
import { useEffect, useState, type ReactNode } from 'react';
import { PageLoading } from '#client/components/page-loading.tsx';
import { useTranslation } from '#client/lib/i18n.ts';
import { loadIndicFontsFor } from '#client/lib/indic-fonts.ts';

/**
 * The frame of a print page: a toolbar (hidden in print) and the sheets. The sheets are shown
 * once the data is loaded AND the Gurmukhi/Devanagari faces its `text` needs are loaded: drawing
 * first and swapping fonts later was seen leaving Devanagari as empty boxes in Chromium.
 * `data-ready` then tells tests and the benchmark that the document can be printed.
 */
export function PrintDocument({
  loaded,
  text,
  back,
  note,
  children,
}: {
  loaded: boolean;
  /** Every name (and other data text) the sheets print, to load the fonts it needs. */
  text: string;
  back: ReactNode;
  note: string;
  children: ReactNode;
}) {
  const { t, i18n } = useTranslation('documents');
  // The sheets' own words are in the page's language too: their letters need the fonts as well.
  const words = `${text} ${JSON.stringify(i18n.getResourceBundle(i18n.language, 'documents') ?? '')}`;
  const [fontsReady, setFontsReady] = useState(false);
  useEffect(() => {
    if (!loaded) return;
    let live = true;
    void loadIndicFontsFor(words)
      .catch(() => undefined) // a font that fails to load still leaves a printable page
      .then(() => {
        if (live) setFontsReady(true);
      });
    return () => {
      live = false;
    };
  }, [loaded, words]);
  const ready = loaded && fontsReady;
  return (
    <main className="print-page" data-ready={ready ? 'true' : 'false'}>
      <div className="print-toolbar">
        {back}
        <p className="print-toolbar__note">{note}</p>
        <Button
          variant="contained"
          startIcon={<PrintIcon />}
          disabled={!ready}
          onClick={() => window.print()}
        >
          {t('printPdf')}
        </Button>
      </div>
      {loaded && !fontsReady ? <PageLoading /> : children}
    </main>
  );
}
