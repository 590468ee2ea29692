/**
 * The tags Docusaurus's analytics plugins write into every page (gtag, Google Tag Manager, analytics.js),
 * from the config's `gtag`, `googleTagManager` and `googleAnalytics`; and, for gtag and analytics.js, a page
 * view for each in-place navigation, as their client modules send one on a route change. Pure.
 */
import type { SiteConfig } from '../config/schemas/site.js';

export interface AnalyticsTags {
  /** HTML for the head. */
  head: string[];
  /** HTML right after `<body>` (Tag Manager's frame for readers without JavaScript). */
  bodyStart: string;
}

/** A page view on each in-place navigation to another address, as the plugins' client modules send it. */
function onNavigation(send: string): string {
  return `<script>(function(){var p=location.pathname+location.search+location.hash;document.addEventListener('mistdocs:navigated',function(){var n=location.pathname+location.search+location.hash;if(n===p)return;p=n;setTimeout(function(){${send}});});})();</script>`;
}

export function analyticsTags(config: Pick<SiteConfig, 'gtag' | 'googleTagManager' | 'googleAnalytics'>): AnalyticsTags {
  const head: string[] = [];
  let bodyStart = '';
  const { gtag, googleTagManager: gtm, googleAnalytics: ga } = config;
  if (gtag) {
    // Only the first ID's script: Google asks for one script and a `config` call per ID.
    const configs = gtag.trackingID.map((id) => `gtag('config', '${id}', { ${gtag.anonymizeIP ? "'anonymize_ip': true" : ''} });`).join('\n');
    head.push(
      '<link rel="preconnect" href="https://www.google-analytics.com">',
      '<link rel="preconnect" href="https://www.googletagmanager.com">',
      `<script async src="https://www.googletagmanager.com/gtag/js?id=${gtag.trackingID[0]}"></script>`,
      `<script>\nwindow.dataLayer = window.dataLayer || [];\nfunction gtag(){dataLayer.push(arguments);}\ngtag('js', new Date());\n${configs};\n</script>`,
      onNavigation("window.gtag('set','page_path',n);window.gtag('event','page_view');"),
    );
  }
  if (gtm) {
    head.push(
      '<link rel="preconnect" href="https://www.googletagmanager.com">',
      '<script>window.dataLayer = window.dataLayer || [];</script>',
      `<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':
new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],
j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src=
'https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);
})(window,document,'script','dataLayer','${gtm.containerId}');</script>`,
    );
    bodyStart = `<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=${gtm.containerId}" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>`;
  }
  if (ga) {
    head.push(
      '<link rel="preconnect" href="https://www.google-analytics.com">',
      `<script>\nwindow.ga = window.ga || function () { (ga.q = ga.q || []).push(arguments) };\nga.l = +new Date;\nga('create', '${ga.trackingID}', 'auto');\n${ga.anonymizeIP ? "ga('set', 'anonymizeIp', true);\n" : ''}ga('send', 'pageview');\n</script>`,
      '<script async src="https://www.google-analytics.com/analytics.js"></script>',
      onNavigation("window.ga('set','page',n);window.ga('send','pageview');"),
    );
  }
  return { head: [...new Set(head)], bodyStart };
}
