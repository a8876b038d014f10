import * as React from 'react'
import * as styles from './HeliosDemo.module.css'
import { demoUrls, type DemoControl } from '../urls'
import { DEMO_ATTRIBUTE } from '../browser/attributes'

/**
 * A live demo under its program's code block (put there by ../remarkDemos.ts): the poster, a frame the build
 * captured from the demo itself, and a Run button. The markup is static; nothing of the demo loads before the
 * press, which one document listener (../browser/install.ts) turns into loading the player and the program.
 */
export default function HeliosDemo({ name, controls }: { name: string; controls: string }) {
  const keys = JSON.parse(controls) as DemoControl[]
  const urls = demoUrls(name)
  return (
    <figure id={`demo-${name}`} className={styles.demo} {...{ [DEMO_ATTRIBUTE]: name }} data-demo-script={urls.script}>
      <div className={styles.stage}>
        <img className={styles.poster} src={urls.poster} alt="A frame of the program above, captured from it running in a browser." width={640} height={360} loading="lazy" />
      </div>
      <div className={styles.bar}>
        <button type="button" className={styles.run} data-demo-run="">
          Run
        </button>
        {keys.map((k) => (
          <button key={k.key} type="button" className={styles.control} data-demo-key={k.keyCode} disabled>
            <kbd>{k.key}</kbd> {k.label}
          </button>
        ))}
        <output className={styles.status} aria-live="polite" data-demo-status="" />
      </div>
      <figcaption className={styles.caption}>The program above, compiled to WebAssembly from this post's code and the engine's sources; it runs in the page with WebGL 2.</figcaption>
    </figure>
  )
}
