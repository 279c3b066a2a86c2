import { useState } from 'react';

/**
 * A table's page kept by its screen (rows all loaded): the page, the rows per page, and the page
 * shown, which is never past the end (after a delete or a narrower filter, the last one).
 * `table` goes to the table as it is; `reset` goes back to the first page when the rows change.
 */
export function useScreenPaging(rowCount: number, initialRowsPerPage: number) {
  const [page, setPage] = useState(0);
  const [rowsPerPage, setRowsPerPage] = useState(initialRowsPerPage);
  const lastPage = Math.max(0, Math.ceil(rowCount / rowsPerPage) - 1);
  return {
    table: {
      page: Math.min(page, lastPage),
      rowsPerPage,
      onPageChange: setPage,
      onRowsPerPageChange: (n: number) => {
        setRowsPerPage(n);
        setPage(0);
      },
    },
    reset: () => setPage(0),
  };
}

/**
 * An add/edit dialog's state: open or not, the row it edits (null: a new one), and whether it
 * was ever opened: a lazily loaded dialog is mounted from its first opening on, so that it
 * closes with its transition.
 */
export function useEditDialog<T>() {
  const [state, setState] = useState<{ open: boolean; item: T | null }>({
    open: false,
    item: null,
  });
  const [used, setUsed] = useState(false);
  return {
    ...state,
    used,
    show: (item: T | null) => {
      setUsed(true);
      setState({ open: true, item });
    },
    close: () => setState((s) => ({ ...s, open: false })),
  };
}
