import type { EntityManager } from '@mikro-orm/postgresql';
import { TEXTO_AVISO_PRIVACIDAD_INICIAL } from './texto-aviso-privacidad';

/**
 * Version 1 of the privacy notice, published by the installation (no publisher), only while there is no version at
 * all: a new installation, or one that never published, can send authorisation links from the start, and a notice an
 * administrator published is never touched. One statement, so two starts at once cannot publish it twice.
 */
export async function seedAvisoPrivacidad(em: EntityManager): Promise<void> {
  await em.execute(
    `insert into "aviso_privacidad" ("version", "texto", "publicado_por_id", "publicado_en")
     select 1, ?, null, now() where not exists (select 1 from "aviso_privacidad")
     on conflict ("version") do nothing`,
    [TEXTO_AVISO_PRIVACIDAD_INICIAL],
  );
}
