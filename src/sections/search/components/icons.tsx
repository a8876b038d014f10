import * as React from 'react'
import type { RecordType } from '../client/types'

const base = { width: 20, height: 20, viewBox: '0 0 20 20', fill: 'none', stroke: 'currentColor', strokeWidth: 1.5, strokeLinecap: 'round' as const, strokeLinejoin: 'round' as const, 'aria-hidden': true }

export const SearchIcon = (p: { size?: number }) => (
  <svg {...base} width={p.size ?? 20} height={p.size ?? 20}><circle cx="8.5" cy="8.5" r="5.5" /><path d="m13 13 4 4" /></svg>
)
export const PageIcon = () => (
  <svg {...base}><path d="M5 2.5h6.5L15 6v11.5H5z" /><path d="M11.5 2.5V6H15M7.5 10h5M7.5 13h5" /></svg>
)
export const HashIcon = () => (
  <svg {...base}><path d="M8 3 6.5 17M13.5 3 12 17M3.5 7.5h13M3 12.5h13" /></svg>
)
export const TextIcon = () => (
  <svg {...base}><path d="M4 5h12M4 9h12M4 13h8" /></svg>
)
export const RecentIcon = () => (
  <svg {...base}><path d="M3.2 10a6.8 6.8 0 1 0 2-4.8L3 7.4" /><path d="M3 3.5v3.9h3.9M10 6.5V10l2.5 2" /></svg>
)
export const StarIcon = ({ filled = false }: { filled?: boolean }) => (
  <svg {...base} fill={filled ? 'currentColor' : 'none'}><path d="m10 2.8 2.2 4.6 5 .7-3.6 3.5.9 5-4.5-2.4-4.5 2.4.9-5L2.8 8.1l5-.7z" /></svg>
)
export const CloseIcon = () => (
  <svg {...base}><path d="m5 5 10 10M15 5 5 15" /></svg>
)
export const EnterIcon = () => (
  <svg {...base}><path d="M16 4v6.5a2 2 0 0 1-2 2H4.5" /><path d="m8 9-3.5 3.5L8 16" /></svg>
)
export const WarningIcon = () => (
  <svg {...base} width={40} height={40}><path d="M10 3 2 17h16z" /><path d="M10 8v4M10 14.5v.1" /></svg>
)
export const NoResultsIcon = () => (
  <svg {...base} width={40} height={40}><circle cx="8.5" cy="8.5" r="5.5" /><path d="m13 13 4 4M6.5 6.5l4 4M10.5 6.5l-4 4" /></svg>
)

export function HitIcon({ type }: { type: RecordType }) {
  if (type === 'lvl1') return <PageIcon />
  if (type === 'content') return <TextIcon />
  return <HashIcon />
}
