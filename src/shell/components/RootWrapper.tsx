import * as React from 'react'
import { MDXProvider } from '@mdx-js/react'
import { ColorModeProvider } from '../colorMode/ColorModeProvider'
import { mdxComponents } from './mdx/MdxComponents'
import CrashBoundary from './CrashBoundary'

/** Providers shared by the server render and the browser (gatsby-ssr / gatsby-browser wrapRootElement). */
export function RootWrapper({ children }: { children: React.ReactNode }) {
  return (
    <ColorModeProvider>
      <MDXProvider components={mdxComponents}>{children}</MDXProvider>
    </ColorModeProvider>
  )
}

/** Every page renders inside a crash boundary that resets when the reader goes elsewhere. */
export function PageWrapper({ children, pathname }: { children: React.ReactNode; pathname: string }) {
  return <CrashBoundary resetKey={pathname}>{children}</CrashBoundary>
}
