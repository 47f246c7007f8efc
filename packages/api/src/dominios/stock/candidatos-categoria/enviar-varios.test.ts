/**
 * candidatosCategoria.lineasStock / enviarVariosAPedido ("Agregar a pedido de stock" on the marked category people,
 * issue 35): all onto one stock city line in one transaction, or none with every refusal named.
 */
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import { MENSAJES_CANDIDATOS_CATEGORIA as M, MENSAJES_LOTE } from '@talento/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor, errorDe, type Caller } from '../../../testing';
import { fabricasDe, type Fabricas } from '../../../testing/fabricas';

let db: TestDatabase;
let f: Fabricas;
let jefe: Caller;
let reclutador: Caller;
let ciudadId: number;
const sql = <T>(q: string, p: unknown[] = []) => db.orm.em.fork().getConnection().execute<T[]>(q, p);
const estadoFila = async (id: number) =>
  (await sql<{ estado: number }>('select estado from candidato_categoria where id = ?', [id]))[0]!.estado;
const enPedido = (pedidoId: number) =>
  sql<{ candidato_id: number; puntaje: string | null }>(
    'select candidato_id, puntaje from candidato_pedido where pedido_id = ? and activo and pool = 0 order by candidato_id',
    [pedidoId],
  );

beforeAll(async () => {
  db = await createTestDatabase('candidatos_categoria_varios');
  f = fabricasDe(db.orm);
  jefe = (await callerFor(db.orm, { usuario: 'jefe', portal: 'staff' })).caller;
  const re = await f.usuario({ rol: 'reclutador' });
  reclutador = (await callerFor(db.orm, { usuario: re.username, portal: 'staff' })).caller;
  ciudadId = (await sql<{ id: number }>('select min(id) as id from ciudad'))[0]!.id;
});
afterAll(async () => {
  await db?.drop();
});

/** A person with tests placed in a new category: the category row id and the person. */
async function enCategoria() {
  const categoria = await f.categoriaStock();
  const p = await f.personaConPruebas();
  const { id } = await jefe.candidatosCategoria.agregar({
    numeroDocumento: p.documento,
    ciudadId,
    categoriaId: categoria.id,
  });
  return { id, persona: p };
}

describe('candidatosCategoria.enviarVariosAPedido', () => {
  it('offers the current stock lines and adds every marked person there: category rows closed, scores kept', async () => {
    const pedido = await f.pedido({ estado: 3, stock: true });
    const ordinario = await f.pedido({ estado: 3 });
    const lineas = (await jefe.candidatosCategoria.lineasStock()).map((l) => l.id);
    expect(lineas).toContain(pedido.id);
    expect(lineas).not.toContain(ordinario.id);
    const a = await enCategoria();
    const b = await enCategoria();

    const r = await jefe.candidatosCategoria.enviarVariosAPedido({ ids: [a.id, b.id], pedidoId: pedido.id });

    expect(r).toEqual({ pedidoId: pedido.id, mensaje: M.enviadosAPedido(2, pedido.id) });
    expect([await estadoFila(a.id), await estadoFila(b.id)]).toEqual([2, 2]);
    const filas = await enPedido(pedido.id);
    const nuevas = filas.filter((x) => [a.persona.id, b.persona.id].includes(x.candidato_id));
    expect(nuevas).toHaveLength(2);
    for (const x of nuevas) expect(Number(x.puntaje)).toBeGreaterThan(0);
  });

  it('a barred person refuses the batch: nobody added, no row closed, the refused person named', async () => {
    const pedido = await f.pedido({ estado: 3, stock: true });
    const [{ c }] = (await sql<{ c: number }>('select cliente_id as c from pedido where id = ?', [
      pedido.id,
    ])) as [{ c: number }];
    const libre = await enCategoria();
    const vetada = await enCategoria();
    await jefe.vetados.vetar({ numeroDocumento: vetada.persona.documento, clienteId: c });
    const antes = await enPedido(pedido.id);

    const e = await errorDe(
      jefe.candidatosCategoria.enviarVariosAPedido({ ids: [libre.id, vetada.id], pedidoId: pedido.id }),
    );

    expect(e.code).toBe('BAD_REQUEST');
    expect(e.message).toMatch(
      new RegExp(`^${MENSAJES_LOTE.noAgregados([]).trim()} ${vetada.persona.nombre}: `),
    );
    expect(e.message).not.toContain(libre.persona.nombre);
    expect(await enPedido(pedido.id)).toEqual(antes);
    expect([await estadoFila(libre.id), await estadoFila(vetada.id)]).toEqual([1, 1]);
  });

  it('the recruiter (no category flag) is FORBIDDEN; an empty selection is refused', async () => {
    const pedido = await f.pedido({ estado: 3, stock: true });
    const a = await enCategoria();
    expect((await errorDe(reclutador.candidatosCategoria.lineasStock())).code).toBe('FORBIDDEN');
    expect(
      (
        await errorDe(
          reclutador.candidatosCategoria.enviarVariosAPedido({ ids: [a.id], pedidoId: pedido.id }),
        )
      ).code,
    ).toBe('FORBIDDEN');
    const vacio = await errorDe(
      jefe.candidatosCategoria.enviarVariosAPedido({ ids: [], pedidoId: pedido.id }),
    );
    expect(vacio.code).toBe('BAD_REQUEST');
    expect(await estadoFila(a.id)).toBe(1);
  });
});
