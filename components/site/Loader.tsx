import styles from './Loader.module.css';

type Props = { label?: string; className?: string };

/** The site's loading indicator for lazily loaded parts (next/dynamic fallbacks, frames). */
export function Loader({ label = 'Loading...', className }: Props) {
  return (
    <div role="status" className={`${styles.loader} ${className ?? ''}`}>
      {/* eslint-disable-next-line @next/next/no-img-element -- a tiny animated SVG; next/image would rasterise nothing here */}
      <img src="/images/loader.svg" alt="" width={48} height={48} />
      <span className={styles.label}>{label}</span>
    </div>
  );
}
