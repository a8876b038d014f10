import * as React from 'react'
import { graphql, type HeadProps, type PageProps } from 'gatsby'
import SiteLink from '../shell/components/SiteLink'
import Layout from '../shell/components/Layout'
import Seo from '../shell/components/Seo'
import { StaticIsland } from '../shell/hydration'
import type { HomePageContext } from '../shell/home'
import { Logo } from '../shell/components/navbar/Navbar'
import * as styles from './index.module.css'
import { apiOptions } from '../sections/api/options'
import { devlogOptions } from '../sections/devlog/options'
import { docRoute, docsOptions } from '../sections/docs/options'
import { serverRenderedChunk } from '../shell/components/LazyChunk'

const HomeSample = serverRenderedChunk(
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the HTML renderer's copy (serverRenderedChunk)
  process.env.HELIOS_BROWSER_BUNDLE ? null : (require('../shell/components/HomeSample') as typeof import('../shell/components/HomeSample')),
  () => import(/* webpackChunkName: "home-sample" */ '../shell/components/HomeSample'),
)

export default function Home({ data, pageContext }: PageProps<Queries.HomePageQuery, HomePageContext>) {
  const posts = data.allDevlogPost.nodes
  return (
    <Layout wide>
      <section className={styles.hero}>
        <div className={styles.heroText}>
          <Logo size={56} />
          <h1 className={styles.title}>helios</h1>
          <p className={styles.lead}>
            A C++20 engine for real-time 3D rendering, written in the open: small modules, documented types and a devlog that
            explains every step.
          </p>
          <div className={styles.actions}>
            <SiteLink className={styles.primary} to={docRoute(docsOptions.docs, 'introduction')}>
              Read the introduction
            </SiteLink>
            <SiteLink className={styles.secondary} to={apiOptions.basePath}>
              Browse the API
            </SiteLink>
          </div>
        </div>
        <StaticIsland className={styles.heroCode}>
          <HomeSample sample={pageContext.sample} />
        </StaticIsland>
      </section>

      <section className={styles.cards} aria-label="What is on this site">
        <SiteLink to="/helios/" className={styles.card}>
          <h2>The engine</h2>
          <p>What helios is, what it can render today and how its modules fit together.</p>
        </SiteLink>
        <SiteLink to={apiOptions.basePath} className={styles.card}>
          <h2>API reference</h2>
          <p>Every namespace, class and file of the engine, generated from its sources with doxygen.</p>
        </SiteLink>
        <SiteLink to={devlogOptions.basePath} className={styles.card}>
          <h2>devlog</h2>
          <p>How the engine is being built, from the first vector type to the rendering model.</p>
        </SiteLink>
      </section>

      <section className={styles.latest}>
        <h2>Latest from the devlog</h2>
        {posts.length === 0 ? (
          <p>No posts yet.</p>
        ) : (
          <ul className={styles.posts}>
            {posts.map((post) => (
              <li key={post.path}>
                <SiteLink to={post.path} className={styles.postTitle}>
                  {post.title}
                </SiteLink>
                <p className={styles.postMeta}>
                  <time dateTime={post.date}>{post.date}</time> · {post.readingTime.text}
                </p>
                <p className={styles.postDesc}>{post.description}</p>
              </li>
            ))}
          </ul>
        )}
        <SiteLink to={devlogOptions.basePath}>All posts →</SiteLink>
      </section>
    </Layout>
  )
}

export function Head({ location }: HeadProps) {
  return <Seo title={null} pathname={location.pathname} />
}

export const query = graphql`
  query HomePage {
    allDevlogPost(sort: { date: DESC }, limit: 3) {
      nodes {
        title
        path
        date(formatString: "YYYY-MM-DD")
        description
        readingTime {
          text
        }
      }
    }
  }
`
