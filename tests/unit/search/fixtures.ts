/** Small pages used by the search unit tests. */
import type { PageSource } from '../../../src/sections/search/node/records'

export const classPage: PageSource = { url: '/docs/helios/classes/helios/math/vec3/', section: 'API reference', kind: 'class', title: 'vec3', docsTag: 'docs-default-current' }
export const classHtml = `<!doctype html><html><body>
<nav><a href="/">helios</a> Search</nav>
<main><article>
<h1>helios::math::vec3 Class Reference</h1>
<p>A three-component vector of <code>float</code> values.</p>
<h2 id="public-functions">Public functions</h2>
<h3 id="normalize">normalize()</h3>
<p>Returns the vector scaled to unit length &amp; keeps its direction.</p>
<h3 id="dot">dot()</h3>
<p>Dot product with <b>another</b> vector.</p>
</article><aside class="toc"><a href="#normalize">normalize()</a></aside></main>
<footer>Copyright</footer>
</body></html>`

export const meshPage: PageSource = { url: '/docs/helios/classes/helios/rendering/Mesh/', section: 'API reference', kind: 'class', title: 'Mesh', docsTag: 'docs-default-current' }
export const meshHtml = `<main><h1>helios::rendering::Mesh Class Reference</h1><p>Vertex and index data on the GPU.</p></main>`

export const modelPage: PageSource = { url: '/docs/helios/classes/helios/rendering/Model/', section: 'API reference', kind: 'class', title: 'Model', docsTag: 'docs-default-current' }
export const modelHtml = `<main><h1>helios::rendering::Model Class Reference</h1><p>A mesh with a material.</p><h2 id="mesh">mesh()</h2><p>Returns the Mesh this model draws.</p></main>`

export const postPage: PageSource = { url: '/devlog/2025/08/15/hello-world/', section: 'Devlog', kind: 'post', title: 'Hello, World', docsTag: 'devlog' }
export const postHtml = `<main><article><h1>Hello, World</h1>
<p>The first post of the helios devlog: why another engine, and the EventQueue plan.</p>
<h2 id="why">Why build an engine</h2>
<p>Because writing one teaches how the <script>alert(1)</script> pieces fit: &lt;img src=x onerror=alert(1)&gt; stays text.</p>
<pre><code><span class="token">int</span> main() { return 0; }</code></pre>
</article></main>`

export const docPage: PageSource = { url: '/docs/introduction/', section: 'Docs', kind: 'doc', title: 'Introduction', docsTag: 'docs-default-current' }
export const docHtml = `<main><h1>Introduction</h1><p>Install helios with CMake and write your first window.</p><h2 id="building">Building</h2><p>Run cmake --build to compile the engine and the examples. The world is made of vec3 values.</p></main>`
