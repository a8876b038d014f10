/**
 * The modal's option lists: results grouped by section with "See all", and
 * recent and favourite searches with their actions. Option indexes follow
 * the order of the state hook's `items`, which the keyboard moves through.
 */
import * as React from 'react'
import type { StoredSearch } from '../../client/storage'
import type { SearchHistoryState } from '../../hooks/useSearchHistory'
import type { HitGroup } from '../../hooks/useSearchModalState'
import { searchPageUrl, type ModalItem, type OpenMode } from '../../hooks/items'
import { escapeHtml } from '../../client/highlight'
import Highlighted from '../Highlighted'
import SymbolSummary from '../SymbolSummary'
import { hitPath, hitTitle } from '../hitText'
import { CloseIcon, HitIcon, RecentIcon, StarIcon } from '../icons'
import { HitOption, SeeAllOption } from './Option'
import * as styles from '../SearchModal.module.css'

/** Id of a group's label: the group is named by it (aria-labelledby). */
const groupLabelId = (panel: string, key: string | number) => `helios-search-${panel}-group-${key}`

interface ListProps {
  active: number
  onActivate(index: number): void
  choose(item: ModalItem, mode: OpenMode): void
}

function HitText({ title, path, children }: { title: string; path: string; children?: React.ReactNode }) {
  return (
    <span className={styles.hitText}>
      <Highlighted className={styles.hitTitle} value={title} />
      {path && <Highlighted className={styles.hitPath} value={path} />}
      {children}
    </span>
  )
}

export function ResultList({ groups, nbHits, shownQuery, active, onActivate, choose }: ListProps & { groups: HitGroup[]; nbHits: number; shownQuery: string }) {
  let index = 0
  const seeAll = { kind: 'all' as const, url: searchPageUrl(shownQuery) }
  return (
    <>
      {groups.map((group, g) => (
        <div key={group.name} className={styles.group} role="group" aria-labelledby={groupLabelId('results', g)} data-testid="search-group">
          <div className={styles.groupTitle} id={groupLabelId('results', g)}>
            {group.name}
          </div>
          <ul className={styles.list} role="none">
            {group.hits.map((hit) => {
              const i = index++
              return (
                <HitOption key={hit.objectID} index={i} active={i === active} href={hit.url} kind="hit" onActivate={onActivate} onChoose={(mode) => choose({ kind: 'hit', hit }, mode)}>
                  <span className={styles.hitIcon}>
                    <HitIcon type={hit.type} />
                  </span>
                  <HitText title={hitTitle(hit)} path={hitPath(hit)}>
                    {hit.symbol && <SymbolSummary symbol={hit.symbol} inheritedBy={hit.inheritedBy} maxSignatures={3} className={styles.hitSymbol} />}
                  </HitText>
                </HitOption>
              )
            })}
          </ul>
        </div>
      ))}
      <SeeAllOption index={index} active={index === active} href={seeAll.url} count={nbHits} onActivate={onActivate} onChoose={(mode) => choose(seeAll, mode)} />
    </>
  )
}

/** A saved search's title and path as escaped text (Highlighted renders it as text). */
const storedTitle = (hit: StoredSearch) =>
  escapeHtml(hit.type === 'content' ? (hit.content ?? '') : (hit.hierarchy[hit.type] ?? hit.hierarchy.lvl1 ?? ''))
const storedPath = (hit: StoredSearch) => escapeHtml((hit.type === 'lvl1' ? hit.hierarchy.lvl0 : hit.hierarchy.lvl1) ?? '')

interface HistoryListProps extends ListProps {
  history: SearchHistoryState
  /** Called after a save or remove (the modal puts the focus back in the input). */
  onChanged(): void
}

export function HistoryList({ history, active, onActivate, choose, onChanged }: HistoryListProps) {
  const act = (fn: () => void) => (e: React.MouseEvent) => {
    e.preventDefault()
    e.stopPropagation()
    fn()
    onChanged()
  }
  const sections = [
    { kind: 'recent' as const, title: 'Recent', testId: 'search-recent', list: history.recent, offset: 0 },
    { kind: 'favorite' as const, title: 'Favorite', testId: 'search-favorites', list: history.favorites, offset: history.recent.length },
  ]
  return (
    <>
      {sections.map(
        ({ kind, title, testId, list, offset }) =>
          list.length > 0 && (
            <div key={kind} className={styles.group} role="group" aria-labelledby={groupLabelId('history', kind)} data-testid={testId}>
              <div className={styles.groupTitle} id={groupLabelId('history', kind)}>
                {title}
              </div>
              <ul className={styles.list} role="none">
                {list.map((hit, n) => {
                  const i = offset + n
                  const removeLabel = kind === 'recent' ? 'Remove this search from history' : 'Remove this search from favorites'
                  return (
                    <HitOption
                      key={hit.objectID}
                      index={i}
                      active={i === active}
                      href={hit.url}
                      kind={kind}
                      onActivate={onActivate}
                      onChoose={(mode) => choose({ kind, hit }, mode)}
                      actions={
                      // For the mouse: the listbox may hold options only, so these are hidden from assistive technology and
                      // from Tab; the keyboard does the same on the active option (Delete removes, Alt+Enter saves).
                      <span className={styles.hitActions} aria-hidden="true">
                        {kind === 'recent' && (
                          <button type="button" tabIndex={-1} className={styles.hitAction} title="Save this search" onClick={act(() => history.addFavorite(hit))}>
                            <StarIcon />
                          </button>
                        )}
                        <button
                          type="button"
                          tabIndex={-1}
                          className={styles.hitAction}
                          title={removeLabel}
                          onClick={act(() => (kind === 'recent' ? history.removeRecent(hit.objectID) : history.removeFavorite(hit.objectID)))}
                        >
                          <CloseIcon />
                        </button>
                      </span>
                      }
                    >
                      <span className={styles.hitIcon}>{kind === 'recent' ? <RecentIcon /> : <StarIcon filled />}</span>
                      <HitText title={storedTitle(hit)} path={storedPath(hit)} />
                    </HitOption>
                  )
                })}
              </ul>
            </div>
          ),
      )}
    </>
  )
}
