/** Helpers of the CV-management integration tests: raw SQL reads, requirement ids, forms and files, a failing insert. */
import type { TestDatabase } from '@talento/db/testing';
import { hoyIso, sumarDias } from '@talento/rules';
import { sql } from '../../../../testing/pedido-detalle';

export { sql };

export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

export function archivoPdf(nombre = 'evidencia.pdf', bytes: Buffer = PDF): File {
  return new File([new Uint8Array(bytes)], nombre, { type: 'application/pdf' });
}

/** A FormData with text fields and any number of `archivo` files. */
export function formulario(campos: Record<string, string>, archivos: File[] = []): FormData {
  const fd = new FormData();
  for (const [k, v] of Object.entries(campos)) fd.set(k, v);
  for (const a of archivos) fd.append('archivo', a);
  return fd;
}

export async function idRequisito(db: TestDatabase, codigo: string): Promise<number> {
  const [r] = await sql<{ id: number }>(db, 'select id from requisito where codigo = ?', [codigo]);
  if (!r) throw new Error(`requisito ${codigo} no existe`);
  return r.id;
}

export async function filaCandidato(db: TestDatabase, id: number) {
  const [f] = await sql<{
    disponibilidad: number;
    disponibilidad_stock: number;
    estado_producto: number;
    version: number;
    nombre1: string;
    email: string;
    clave_hash: string | null;
  }>(db, 'select * from candidato where id = ?', [id]);
  if (!f) throw new Error(`candidato ${id} no existe`);
  return f;
}

/** Makes every INSERT into `tabla` fail (proves a write and its rows share one transaction). */
export async function fallarTabla(db: TestDatabase, tabla: string) {
  const nombre = `fallar_${tabla}`;
  await sql(
    db,
    `create or replace function ${nombre}() returns trigger language plpgsql as $$ begin raise exception 'falla de prueba'; end $$`,
  );
  await sql(
    db,
    `create trigger ${nombre} before insert on ${tabla} for each row execute function ${nombre}()`,
  );
  return async () => {
    await sql(db, `drop trigger ${nombre} on ${tabla}`);
    await sql(db, `drop function ${nombre}()`);
  };
}

/** Today as the server computes it ('YYYY-MM-DD', Bogotá), moved `desplazamientoDias`. */
export function hoy(desplazamientoDias = 0): string {
  return sumarDias(hoyIso(), desplazamientoDias);
}
