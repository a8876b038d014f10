import * as React from 'react'
import { useLocation } from '@gatsbyjs/reach-router'
import { siteConfig } from '../../config/site'
import Dropdown from './Dropdown'

/** The site is English only; the dropdown says so and links each locale to the current page. */
export default function LocaleDropdown({ mobile }: { mobile?: boolean }) {
  const { pathname, search, hash } = useLocation()
  const { locales, default: current } = siteConfig.locale
  const currentLabel = locales.find((l) => l.code === current)?.label ?? current
  return (
    <Dropdown
      mobile={mobile}
      align="right"
      ariaLabel={`Language: ${currentLabel}`}
      label={
        <>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" style={{ verticalAlign: 'text-bottom', marginRight: 4 }}>
            {/* A globe drawn with strokes (outline, equator, one meridian): every page's navbar carries it. */}
            <path fill="none" stroke="currentColor" strokeWidth="2" d="M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18M3 12h18M12 3c-4.8 5.4-4.8 12.6 0 18c4.8-5.4 4.8-12.6 0-18" />
          </svg>
          {currentLabel}
        </>
      }
      items={locales.map((l) => ({ label: l.label, to: `${pathname}${search}${hash}`, active: l.code === current }))}
    />
  )
}
