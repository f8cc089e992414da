import type { TestProject } from 'vitest/node';
import { makePgliteTemplate } from './pglite-template';
import { startPostgresCluster } from './postgres-cluster';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const [cluster, template] = await Promise.all([startPostgresCluster(), makePgliteTemplate()]);
  project.provide('postgresUrl', cluster.url);
  project.provide('pgliteTemplate', template.dir);
  return async () => {
    template.dispose();
    await cluster.stop();
  };
}
