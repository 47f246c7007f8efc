import type { EntityManager } from '@mikro-orm/postgresql';
import { fechaEnZonaNegocio } from '@talento/rules';
import { Cargo, Ciudad, Cliente, Pedido, Sucursal, Usuario, ValorAnual } from '../../../entities';
import { Aleatorio, Reloj } from './aleatorio';
import { seedCandidatos } from './candidatos';
import { Bolsa, seedCandidatosPedido } from './candidatos-pedido';
import { seedCatalogos } from './catalogos';
import { seedCitas } from './citas';
import type { Contexto, NombreUsuarioDemo } from './contexto';
import { seedContratacion } from './contratacion';
import { seedEspontaneos } from './espontaneos';
import { seedFac } from './fac';
import { seedMerchandising } from './merchandising';
import { seedPedidos } from './pedidos';
import { seedPerfiles } from './perfiles';
import { seedReportes } from './reportes';
import { seedRequisitos } from './requisitos';
import { seedStock } from './stock';

/** Fixed seed: the same demo company on every run (dates move with today). */
const SEMILLA = 20261122;
const USUARIOS: readonly NombreUsuarioDemo[] = [
  'admin',
  'jefe',
  'psicologa',
  'ejecutivo',
  'reclutador',
  'gerente',
  'cliente',
  'cliente2',
];

async function cargarContexto(em: EntityManager, ahora: Date): Promise<Contexto> {
  const usuarios = new Map(
    (await em.find(Usuario, { username: { $in: [...USUARIOS] } })).map((u) => [u.username, u]),
  );
  const faltan = USUARIOS.filter((u) => !usuarios.has(u));
  if (faltan.length) throw new Error(`Faltan usuarios demo: ${faltan.join(', ')}`);
  // The yearly values in force on the seed's day (the earliest row when the day is before every row).
  const hoy = fechaEnZonaNegocio(ahora);
  const config =
    (await em.findOne(ValorAnual, { vigenteDesde: { $lte: hoy } }, { orderBy: { vigenteDesde: 'desc' } })) ??
    (await em.findOneOrFail(ValorAnual, {}, { orderBy: { vigenteDesde: 'asc' } }));
  return {
    em,
    rnd: new Aleatorio(SEMILLA),
    reloj: new Reloj(ahora),
    usuarios: Object.fromEntries(USUARIOS.map((u) => [u, usuarios.get(u)])) as Contexto['usuarios'],
    clientes: new Map((await em.find(Cliente, {})).map((c) => [c.numeroDocumento, c])),
    ciudades: new Map((await em.find(Ciudad, {})).map((c) => [c.codigoDane, c])),
    sucursales: new Map((await em.find(Sucursal, {}, { orderBy: { id: 'asc' } })).map((s) => [s.nombre, s])),
    smmlv: Number(config.smmlv),
    auxilioTransporte: Number(config.auxilioTransporte),
  };
}

/**
 * The demo agency's working data: catalogues, FAC, profiles, ~300 CVs, 44 orders in every state with
 * candidates in every state, appointments, weekly indicators and merchandising. Deterministic (seeded
 * generator; only the reference date is today). Runs once: skipped when the demo's own catalogues (positions) or
 * orders exist; the reference catalogues are there on every installation (seedReferencia). One transaction, one
 * flush per section.
 */
export async function seedOperacion(em: EntityManager, ahora = new Date()): Promise<void> {
  if ((await em.count(Cargo, {})) > 0 || (await em.count(Pedido, {})) > 0) return;
  await em.transactional(async (tx) => {
    const ctx = await cargarContexto(tx, ahora);
    const cat = await seedCatalogos(ctx);
    const facs = await seedFac(ctx);
    const perfiles = await seedPerfiles(ctx, cat, facs);
    const candidatos = await seedCandidatos(ctx);
    const pedidos = await seedPedidos(ctx, cat, perfiles);
    const bolsa = new Bolsa(ctx, candidatos);
    const filas = await seedCandidatosPedido(ctx, cat, bolsa, pedidos);
    const espontaneos = await seedEspontaneos(ctx, cat, bolsa, pedidos);
    await seedContratacion(ctx, cat, filas);
    await seedStock(ctx, cat, perfiles, bolsa, filas);
    await seedRequisitos(ctx, cat, candidatos);
    await seedCitas(ctx, cat, bolsa, filas, espontaneos);
    await seedReportes(ctx);
    await seedMerchandising(ctx);
  });
}
