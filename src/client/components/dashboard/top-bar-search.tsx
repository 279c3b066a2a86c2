import SearchIcon from '@mui/icons-material/Search';
import type { ComponentProps, FormEvent, KeyboardEvent, ReactNode, Ref } from 'react';

type TopBarSearchProps = {
  /** The search field's name for screen readers, and its placeholder. */
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  /** More of the field's attributes (the student search's list and limits). */
  field?: Omit<ComponentProps<'input'>, 'type' | 'value' | 'onChange'>;
  /** Said to screen readers: what the search found, or that it found nothing. */
  status: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLFormElement>) => void;
  ref?: Ref<HTMLFormElement>;
  /** Shown under the field (the student search's hits). */
  children?: ReactNode;
};

/** The top bar's 'Search...': the magnifier, the field and a status line, in a search form. */
export function TopBarSearch({
  label,
  placeholder,
  value,
  onChange,
  field,
  status,
  onSubmit,
  onKeyDown,
  ref,
  children,
}: TopBarSearchProps) {
  return (
    <form role="search" className="dash-search" onSubmit={onSubmit} onKeyDown={onKeyDown} ref={ref}>
      <SearchIcon aria-hidden="true" className="dash-search__icon" />
      <input
        type="search"
        aria-label={label}
        placeholder={placeholder}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        {...field}
      />
      <span className="visually-hidden" role="status">
        {status}
      </span>
      {children}
    </form>
  );
}
