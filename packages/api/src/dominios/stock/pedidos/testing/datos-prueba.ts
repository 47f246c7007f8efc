/** Test data for the stock-order integration tests (reads the cloned demo database). */
import type { MikroORM } from '@mikro-orm/postgresql';
import { Ciudad, Cliente, EventoPedido, OtroAuxilioPedido, Pedido, Perfil } from '@talento/db';
import { hoyIso, sumarDias, type CamposPedidoStockEntrada } from '@talento/rules';

/** Distribuidora La Sabana: a stock client in the scope of ejecutivo, reclutador and psicologa. */
export const SABANA = '900123456';
/** A client outside ejecutivo's list. */
export const AJENO_EJECUTIVO = '901234567';

export interface ReferenciasStock {
  cliente: Cliente;
  perfil: Perfil;
  /** Capital cities with no current stock order of that profile. */
  ciudades: Ciudad[];
}

/** The first approved stock-type profile of the client and cities that are still free for it. */
export async function referenciasStock(
  orm: MikroORM,
  documento = SABANA,
  desde = 0,
): Promise<ReferenciasStock> {
  const em = orm.em.fork();
  const cliente = await em.findOneOrFail(Cliente, { numeroDocumento: documento });
  const perfil = await em.findOneOrFail(
    Perfil,
    { cliente, estadoPerfil: 2, categoriaStock: { $ne: null }, fac: { $ne: null } },
    { orderBy: { id: 'asc' } },
  );
  const ocupadas = (
    await em.find(
      Pedido,
      { esStock: true, perfilSeleccion: perfil, estadoPedido: { $nin: [0, 5] } },
      { fields: ['ciudad'] },
    )
  ).map((p) => p.ciudad?.id);
  const ciudades = await em.find(
    Ciudad,
    { esCapital: true, id: { $nin: ocupadas.filter((x): x is number => x !== undefined) } },
    { orderBy: { id: 'asc' } },
  );
  return { cliente, perfil, ciudades: ciudades.slice(desde) };
}

export const enDias = (n: number): string => sumarDias(hoyIso(), n);

type Linea = NonNullable<CamposPedidoStockEntrada['lineas']>[number];

/** A valid stock form with one block per given city (the first block has no route and a low salary). */
export function formularioStock(
  r: ReferenciasStock,
  ciudades: Ciudad[],
): CamposPedidoStockEntrada & { lineas: Linea[] } {
  return {
    clienteId: r.cliente.id,
    perfilId: r.perfil.id,
    nombreCargo: 'Operario de empaque',
    descripcion: 'Empaque y alistamiento de pedidos',
    esDestacado: true,
    // The profile has filter questions: the questions section asks the convocatoria type.
    convocatoria: 'INTERNA',
    lineas: ciudades.map((c, i) => ({
      ciudadId: c.id,
      centroCosto: `CC-S${i + 1}`,
      direccionPresentarse: `Carrera ${i + 7} # 10-20`,
      personaAutorizaIngreso: `Autoriza ${i + 1}`,
      vacantes: i + 2,
      minimoCandidatosVacante: 2,
      salario: i === 0 ? 1_500_000 : 6_000_000,
      comision: null,
      tieneRuta: false,
      auxilioAlimentacion: 50_000,
      auxilioTransporteExtra: i === 0 ? 40_000 : null,
      fechaIngreso: enDias(5),
      jornadaLaboral: 2,
      horarioInicio: '07:00',
      horarioFin: '16:00',
      otrosAuxilios: [{ nombre: `Bono ${i + 1}`, valor: 10_000 }],
    })),
  };
}

/** Row counts of what the form writes, to prove a refused call wrote nothing. */
export async function conteos(orm: MikroORM) {
  const em = orm.em.fork();
  return {
    pedidos: await em.count(Pedido, {}),
    eventos: await em.count(EventoPedido, {}),
    otros: await em.count(OtroAuxilioPedido, {}),
  };
}
