import * as React from 'react'
import CodeBlock from './CodeBlock'
import HighlightedCode from './HighlightedCode'
import type { HomePageContext } from '../home'

/** The code sample beside the home page's title, highlighted at build time (../home.ts). */
export default function HomeSample({ sample }: HomePageContext) {
  return (
    <CodeBlock language={sample.language} title={sample.title}>
      <HighlightedCode nodes={sample.tokens} />
    </CodeBlock>
  )
}
