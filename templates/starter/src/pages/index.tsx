// The home page: a React page (src/pages/index.tsx is served at /), inside the site's navbar and footer.
// Change it as you like; components you import from your own files render here and in your docs.
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Layout from '@theme/Layout';
import styles from './index.module.css';

const features = [
  { title: 'Write in Markdown', text: 'Pages are Markdown or MDX files under content/docs/; a file\'s path is its address.' },
  { title: 'Fast and light', text: 'Every page is plain HTML that works without JavaScript, with search built in.' },
  { title: 'Your own components', text: 'Import React components into any page; the ones that need the browser come to life there.' },
];

export default function Home() {
  const { siteConfig } = useDocusaurusContext();
  return (
    <Layout description={siteConfig.tagline}>
      <header className={styles.hero}>
        <h1>{siteConfig.title}</h1>
        <p className={styles.tagline}>{siteConfig.tagline}</p>
        <Link className="button" to="/docs">
          Read the docs
        </Link>
      </header>
      <section className={styles.features} aria-label="Features">
        {features.map((feature) => (
          <div key={feature.title} className={styles.feature}>
            <h2>{feature.title}</h2>
            <p>{feature.text}</p>
          </div>
        ))}
      </section>
    </Layout>
  );
}
