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
            <path fill="currentColor" d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm6.9 6h-2.9a15.7 15.7 0 0 0-1.4-3.6A8 8 0 0 1 18.9 8zM12 4a14 14 0 0 1 1.9 4h-3.8A14 14 0 0 1 12 4zM4.3 14a8.2 8.2 0 0 1 0-4h3.4a16.5 16.5 0 0 0 0 4zm.8 2h2.9a15.7 15.7 0 0 0 1.4 3.6A8 8 0 0 1 5.1 16zM8 8H5.1a8 8 0 0 1 4.3-3.6A15.7 15.7 0 0 0 8 8zm4 12a14 14 0 0 1-1.9-4h3.8A14 14 0 0 1 12 20zm2.3-6H9.7a14.7 14.7 0 0 1 0-4h4.6a14.7 14.7 0 0 1 0 4zm.3 5.6a15.7 15.7 0 0 0 1.4-3.6h2.9a8 8 0 0 1-4.3 3.6zm1.7-5.6a16.5 16.5 0 0 0 0-4h3.4a8.2 8.2 0 0 1 0 4z" />
          </svg>
          {currentLabel}
        </>
      }
      items={locales.map((l) => ({ label: l.label, to: `${pathname}${search}${hash}`, active: l.code === current }))}
    />
  )
}
