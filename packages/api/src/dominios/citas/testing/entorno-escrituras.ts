/** The setup the appointment write tests share: a database, the staff sessions, the demo clients in and out of scope. */
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import { afterAll, beforeAll } from 'vitest';
import { sesionesStaff, type TestSession } from '../../../testing';
import { fabricasDe } from '../../../testing/fabricas';
import { CLIENTE_DENTRO, CLIENTE_FUERA, enDias, entradaCrear, idCliente, idUsuario } from './apoyo';

export interface EntornoEscrituras {
  db: TestDatabase;
  psicologa: TestSession;
  reclutador: TestSession;
  jefe: TestSession;
  admin: TestSession;
  ejecutivo: TestSession;
  gerente: TestSession;
  fabricas: ReturnType<typeof fabricasDe>;
  /** The psychologist's id: the person in charge of the appointments the tests create. */
  encargado: number;
  /** The admin's id: a person in charge who sees every client (the psychologist may not be in charge of `fuera`'s). */
  encargadoTodos: number;
  /** A client in the psychologist's scope, and one outside it. */
  dentro: number;
  fuera: number;
}

/** Registers the suite's beforeAll/afterAll; the fields are filled before the first test runs. */
export function entornoEscrituras(nombreBase: string): EntornoEscrituras {
  const e = {} as EntornoEscrituras;
  beforeAll(async () => {
    e.db = await createTestDatabase(nombreBase);
    [e.psicologa, e.reclutador, e.jefe, e.admin, e.ejecutivo, e.gerente] = await sesionesStaff(
      e.db.orm,
      'psicologa',
      'reclutador',
      'jefe',
      'admin',
      'ejecutivo',
      'gerente',
    );
    e.fabricas = fabricasDe(e.db.orm);
    e.encargado = await idUsuario(e.db, 'psicologa');
    e.encargadoTodos = await idUsuario(e.db, 'admin');
    e.dentro = await idCliente(e.db, CLIENTE_DENTRO);
    e.fuera = await idCliente(e.db, CLIENTE_FUERA);
  });
  afterAll(async () => {
    await e.db?.drop();
  });
  return e;
}

/**
 * A fresh appointment of a new person created by the admin (all clients) for `clienteId` (the client in scope by
 * default), `dias` ahead; in charge of the psychologist, or of the admin for `fuera` (not in her list).
 */
export async function citaNueva(e: EntornoEscrituras, clienteId: number | null = e.dentro, dias = 2) {
  const persona = await e.fabricas.hojaDeVida();
  const encargado = clienteId === e.fuera ? e.encargadoTodos : e.encargado;
  const r = await e.admin.caller.citas.crear(
    entradaCrear(persona.documento, persona.id, encargado, {
      razonEntrevista: clienteId ? 0 : 1,
      clienteId,
      fechaHoraEntrevista: enDias(dias),
      requisitoIds: [],
    }),
  );
  if (r.resultado !== 'creada') throw new Error('no creada');
  return { ...r, persona };
}
