import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';

/**
 * What a request reads of its entity manager without needing its own: the shared connection and driver (a fork
 * returns the very same objects). The hot reads send their statements through `getConnection()` alone.
 */
const COMPARTIDOS = new Set<PropertyKey>(['getConnection', 'getDriver', 'getPlatform', 'getMetadata']);

/**
 * A request's entity manager, forked only when the request uses it: a fork builds its unit of work, identity map and
 * loaders on every call, and most reads (prepared statements on the pool, the session from its cache) never touch
 * them. Until then the connection and driver come from the root manager, which is what a fork would give; from the
 * first other use on, every access goes to the request's own fork, created once.
 */
export function emDeSolicitud(orm: MikroORM): EntityManager {
  const raiz = orm.em;
  let propio: EntityManager | undefined;
  const fork = () => (propio ??= raiz.fork());
  const objetivo = Object.create(Object.getPrototypeOf(raiz) as object) as EntityManager;
  return new Proxy(objetivo, {
    get(_objetivo, propiedad) {
      const em = propio ?? (COMPARTIDOS.has(propiedad) ? raiz : fork());
      const valor: unknown = Reflect.get(em, propiedad, em);
      return typeof valor === 'function' ? (valor as (...a: unknown[]) => unknown).bind(em) : valor;
    },
    set(_objetivo, propiedad, valor) {
      return Reflect.set(fork(), propiedad, valor);
    },
    has(_objetivo, propiedad) {
      return propiedad in fork();
    },
  });
}
