/** The modal's header: the search box (a combobox over the result list), its clear button, and Cancel. */
import * as React from 'react'
import { MAX_QUERY_LENGTH } from '../../options'
import type { SearchStatus } from '../../hooks/useSearchModalState'
import { CloseIcon, SearchIcon } from '../icons'
import * as styles from '../SearchModal.module.css'

export interface SearchFormProps {
  query: string
  status: SearchStatus
  inputRef: React.RefObject<HTMLInputElement | null>
  listId: string
  /** Id of the active option, when the list has options. */
  activeOptionId: string | undefined
  onQuery(value: string): void
  onKeyDown(e: React.KeyboardEvent): void
  onCancel(): void
  /** Read with the input (aria-describedby): the keys of the panel on screen. */
  description?: string
}

export default function SearchForm({ query, status, inputRef, listId, activeOptionId, onQuery, onKeyDown, onCancel, description }: SearchFormProps) {
  return (
    <header className={styles.header}>
      <form
        className={styles.form}
        role="search"
        data-status={status}
        onSubmit={(e) => e.preventDefault()}
        onReset={(e) => {
          e.preventDefault()
          onQuery('')
          inputRef.current?.focus()
        }}
      >
        <label className={styles.label} htmlFor="helios-search-input">
          {status === 'stalled' ? (
            <span className={styles.spinner} role="status" aria-label="Loading results" data-testid="search-stalled" />
          ) : (
            <SearchIcon />
          )}
          <span className={styles.srOnly}>Search</span>
        </label>
        <input
          ref={inputRef}
          id="helios-search-input"
          className={styles.input}
          type="search"
          role="combobox"
          aria-expanded={activeOptionId !== undefined}
          aria-controls={activeOptionId !== undefined ? listId : undefined}
          aria-autocomplete="list"
          aria-activedescendant={activeOptionId}
          aria-describedby={description ? 'helios-search-keys' : undefined}
          placeholder="Search docs"
          autoComplete="off"
          autoCorrect="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="go"
          maxLength={MAX_QUERY_LENGTH}
          value={query}
          onChange={(e) => onQuery(e.currentTarget.value)}
          onKeyDown={onKeyDown}
        />
        {description && (
          <span id="helios-search-keys" className={styles.srOnly}>
            {description}
          </span>
        )}
        <button type="reset" className={styles.clear} title="Clear the query" aria-label="Clear the query" hidden={!query}>
          <CloseIcon />
        </button>
      </form>
      <button type="button" className={styles.cancel} onClick={onCancel}>
        Cancel
      </button>
    </header>
  )
}
