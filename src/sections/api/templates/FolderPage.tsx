import * as React from 'react'
import ApiSeo from '../components/ApiSeo'
import { graphql, type HeadFC, type PageProps } from 'gatsby'
import SiteLink from '../../../shell/components/SiteLink'
import ApiFrame, { CompoundList } from '../components/ApiFrame'
import DocContent from '../components/DocContent'
import { pageCompound, type ApiPageContext } from '../components/types'
import * as styles from '../components/api.module.css'

/** Folders: subfolders, files, and the folder's README rendered. */
export default function FolderPage({ data }: PageProps<Queries.ApiFolderPageQuery>) {
  const c = pageCompound(data)
  const toc = [
    ...(c.innerDirs.length > 0 ? [{ url: '#folders', title: 'Subfolders' }] : []),
    { url: '#files', title: 'Files' },
    ...(c.readme ? [{ url: '#readme', title: 'README' }] : []),
  ]
  return (
    <ApiFrame title={c.title} kind="folder" breadcrumbs={c.breadcrumbs} brief={c.brief} toc={toc}>
      <DocContent nodes={c.detailed} />
      <CompoundList items={c.innerDirs} id="folders" title="Subfolders" />
      <CompoundList items={c.innerFiles} id="files" title="Files" empty="This folder holds no documented files." />
      {c.readme && (
        <section aria-labelledby="readme" className={styles.readme}>
          <h2 id="readme">
            README <SiteLink to={c.readme.route} className={styles.headingAside}>open as page</SiteLink>
          </h2>
          <div className={styles.readmeBody}>
            <h3 className={styles.readmeTitle}>{c.readme.title}</h3>
            <DocContent nodes={c.readme.detailed} />
          </div>
        </section>
      )}
    </ApiFrame>
  )
}

export const Head: HeadFC<Queries.ApiFolderPageQuery, ApiPageContext> = ({ data, location, pageContext }) => (
  <ApiSeo pageContext={pageContext} title={`${pageCompound(data).title} folder`} description={`Files and subfolders of ${pageCompound(data).title}`} pathname={location.pathname} />
)

export const query = graphql`
  query ApiFolderPage($id: String!, $part: Int) {
    doxygenCompound(id: { eq: $id }) {
      ...ApiCompoundFields
      readme { title route detailed }
    }
  }
`
