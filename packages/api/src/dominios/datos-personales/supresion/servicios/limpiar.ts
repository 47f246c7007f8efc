import type { EntityManager } from '@mikro-orm/postgresql';
import { ANONIMO, nombreCompleto } from '@talento/rules';
import type { GrafoPersona } from '../../acceso/servicios/grafo';
import type { PersonaParaSupresion } from './estado';
import { arregloEnteros } from '../../acceso/servicios/arreglos';

const TIPOS_TEXTO = new Set(['text', 'character varying', 'character', 'json', 'jsonb']);
const q = (nombre: string) => `"${nombre.replaceAll('"', '""')}"`;
const escapar = (t: string) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const patron = (tokens: (string | null | undefined)[]): string =>
  [...new Set(tokens.map((t) => t?.trim() ?? '').filter((t) => t.length >= 3))]
    .sort((a, b) => b.length - a.length)
    .map(escapar)
    .join('|');

/**
 * The person's strings as case-insensitive patterns, longest first (the full name goes as a whole before its parts).
 * `amplio`: every string that must not survive in the person's own rows (name parts, document, e-mail, telephones,
 * family names). `fuerte`: only what names this person and nobody else (full name, document, e-mail), to find their
 * copies among other people's rows (order events, e-mails) without touching a namesake.
 */
export function patronesPersona(p: PersonaParaSupresion): { amplio: string; fuerte: string } {
  const completo = nombreCompleto(p);
  const corto = `${p.nombre1} ${p.apellido1}`;
  return {
    amplio: patron([
      completo,
      corto,
      p.nombre1,
      p.nombre2,
      p.apellido1,
      p.apellido2,
      p.documento,
      p.email,
      ...p.telefonos,
      ...p.familiares,
    ]),
    fuerte: patron([completo, corto, p.documento, p.email]),
  };
}

/**
 * Replaces the person's strings in every text and JSON column of every row of theirs that the foreign-key walk found
 * (free texts about them: comments, reasons, answers, evidence of authorisation…), and nulls their files. Tables are
 * read from the catalogue: a table added later is covered without changing this code.
 */
export async function limpiarFilas(tx: EntityManager, g: GrafoPersona, patron: string): Promise<void> {
  for (const [tabla, { ids }] of g.tablas) {
    if (tabla === 'candidato' || !ids.size) continue;
    const columnas = g.columnas.get(tabla) ?? [];
    for (const c of columnas) {
      const col = q(c.nombre);
      if (c.tipo === 'bytea' && c.nula) {
        await tx.execute(
          `update ${q(tabla)} set ${col} = null where id = any(?::int[]) and ${col} is not null`,
          [arregloEnteros(ids)],
        );
        continue;
      }
      if (!TIPOS_TEXTO.has(c.tipo)) continue;
      const json = c.tipo === 'json' || c.tipo === 'jsonb';
      const valor = json ? `${col}::text` : col;
      const reemplazo = `regexp_replace(${valor}, ?, ?, 'gi')`;
      const nuevo = json ? `${reemplazo}::${c.tipo}` : c.largo ? `left(${reemplazo}, ${c.largo})` : reemplazo;
      await tx.execute(
        `update ${q(tabla)} set ${col} = ${nuevo} where id = any(?::int[]) and ${valor} ~* ?`,
        [patron, ANONIMO.texto, arregloEnteros(ids), patron],
      );
    }
  }
}

/**
 * Outside the person's rows: the order events that copied their name (orders keep their history with «Persona
 * suprimida») and the e-mails the product sent them or about them (address and text replaced; state and dates stay).
 */
export async function limpiarCopias(
  tx: EntityManager,
  p: PersonaParaSupresion,
  { amplio, fuerte }: { amplio: string; fuerte: string },
): Promise<void> {
  await tx.execute(
    `update evento_pedido e
        set candidato_nombre = regexp_replace(e.candidato_nombre, ?, ?, 'gi'),
            candidato_espontaneo_nombre = regexp_replace(e.candidato_espontaneo_nombre, ?, ?, 'gi')
      where e.pedido_id in (select pedido_id from candidato_pedido where candidato_id = ?
                            union select pedido_id from postulado where candidato_id = ?
                            union select pedido_id from candidato_espontaneo where candidato_id = ?)
        and (e.candidato_nombre ~* ? or e.candidato_espontaneo_nombre ~* ?)`,
    [fuerte, ANONIMO.nombreCompleto, fuerte, ANONIMO.nombreCompleto, p.id, p.id, p.id, fuerte, fuerte],
  );
  await tx.execute(
    `update mensaje_saliente m
        set destino = left(regexp_replace(m.destino, ?, ?, 'gi'), 500),
            payload = regexp_replace(m.payload::text, ?, ?, 'gi')::jsonb,
            ultimo_error = regexp_replace(m.ultimo_error, ?, ?, 'gi')
      where m.destino ~* ? or m.payload::text ~* ?`,
    [fuerte, ANONIMO.email(p.id), amplio, ANONIMO.texto, amplio, ANONIMO.texto, fuerte, fuerte],
  );
}
