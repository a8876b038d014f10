/**
 * Inline script placed at the end of <body> on every page. If the site's
 * JavaScript never started (the usual symptom of serving the build under a
 * path prefix it was not built for), a red banner says so and suggests the
 * path prefix to configure.
 */
export function basePathCheckScript(configuredPrefix: string): string {
  return `window.addEventListener('load',function(){setTimeout(function(){if(window.___heliosBooted)return;
var seg=location.pathname.split('/').filter(Boolean)[0];var suggestion=seg?'/'+seg+'/':'/';
var b=document.createElement('div');b.id='__hl-base-path-banner';b.setAttribute('role','alert');
b.style.cssText='position:fixed;top:0;left:0;right:0;z-index:10000;background:#d32f2f;color:#fff;padding:14px 18px;font:16px/1.5 system-ui,sans-serif';
b.textContent='This site did not load properly. It was built for the path prefix '+${JSON.stringify(configuredPrefix)}+' but is served from '+location.pathname+'. Try setting the path prefix (pathPrefix in gatsby-config.ts, with gatsby build --prefix-paths) to '+suggestion+'.';
document.body.prepend(b)},0)});`
}
