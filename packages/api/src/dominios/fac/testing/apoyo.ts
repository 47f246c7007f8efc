/** Helpers of the fac integration tests: raw SQL reads, a valid group input, demo orders and links. */
import type { TestDatabase } from '@talento/db/testing';
import type { CamposGrupoFac } from '@talento/rules';

export async function sql<T = Record<string, unknown>>(
  db: TestDatabase,
  query: string,
  params: unknown[] = [],
): Promise<T[]> {
  return db.orm.em.fork().getConnection().execute<T[]>(query, params);
}

export async function idUsuario(db: TestDatabase, username: string): Promise<number> {
  const [fila] = await sql<{ id: number }>(db, 'select id from usuario where username = ?', [username]);
  if (!fila) throw new Error(`usuario ${username} no existe`);
  return fila.id;
}

export interface FilaTraza {
  accion: number;
  campo: string;
  campo_id: number | null;
  antes: string | null;
  despues: string | null;
  usuario_id: number | null;
}

export async function trazasDe(db: TestDatabase, grupoId: number): Promise<FilaTraza[]> {
  return sql<FilaTraza>(
    db,
    'select accion, campo, campo_id, antes, despues, usuario_id from traza_fac where grupo_id = ? order by id',
    [grupoId],
  );
}

export async function etiquetas(db: TestDatabase, ...nombres: string[]): Promise<number[]> {
  const filas = await sql<{ id: number; nombre: string }>(
    db,
    'select id, nombre from etiqueta_fac where nombre in (?)',
    [nombres],
  );
  return nombres.map((n) => {
    const f = filas.find((x) => x.nombre === n);
    if (!f) throw new Error(`etiqueta ${n} no existe`);
    return f.id;
  });
}

/** A valid group with two questions (the second with a Descartar option). */
export function grupoValido(tags: number[], nombre = 'Conductores de reparto'): CamposGrupoFac {
  return {
    nombre,
    tags,
    preguntas: [
      {
        titulo: '¿Tiene licencia C2 vigente?',
        tipo: 1,
        clase: 1,
        usar: true,
        opciones: [
          { opcion: 'Sí', calificacion: 5 },
          { opcion: 'En trámite', calificacion: 2 },
        ],
      },
      {
        titulo: '¿Conoce la ciudad?',
        tipo: 1,
        clase: 2,
        usar: true,
        opciones: [
          { opcion: 'Muy bien', calificacion: 4 },
          { opcion: 'No', calificacion: 6 },
        ],
      },
    ],
  };
}

export const CLIENTES_PSICOLOGA = ['900123456', '890301234', '901234567', '890102030'];

export interface PedidoFac {
  id: number;
  version: number;
  estado: number;
  documento: string;
  perfilId: number;
  perfilFac: number | null;
  nombreCargo: string;
  fac: number | null;
}

/** Orders (not child lines) with their client document and profile's defined group. */
export async function pedidos(db: TestDatabase, where: string, params: unknown[] = []): Promise<PedidoFac[]> {
  return sql<PedidoFac>(
    db,
    `select p.id, p.version, p.estado_pedido as estado, c.numero_documento as documento, p.perfil_seleccion_id as "perfilId",
            pf.fac_id as "perfilFac", p.nombre_cargo as "nombreCargo", p.fac_id as fac
       from pedido p join cliente c on c.id = p.cliente_id join perfil pf on pf.id = p.perfil_seleccion_id
      where not p.es_hijo and ${where} order by p.id`,
    params,
  );
}

/** The token of the latest FAC link e-mailed to an address (read from the outbox like the e2e reads SMTP). */
export async function tokenEnviadoA(db: TestDatabase, email: string): Promise<string> {
  const [m] = await sql<{ payload: { texto: string } }>(
    db,
    `select payload from mensaje_saliente where destino = ? and payload->>'texto' like '%/responder-fac/%' order by id desc limit 1`,
    [email],
  );
  const token = /\/responder-fac\/([a-z2-7]+)/.exec(m?.payload.texto ?? '')?.[1];
  if (!token) throw new Error(`sin enlace FAC para ${email}`);
  return token;
}
