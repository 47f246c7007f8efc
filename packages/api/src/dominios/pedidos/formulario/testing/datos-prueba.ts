/** Test data for the order-form integration tests (reads the cloned demo database). */
import type { MikroORM } from '@mikro-orm/postgresql';
import { Ciudad, Cliente, EventoPedido, OtroAuxilioPedido, Pedido, Perfil, Sucursal } from '@talento/db';
import { hoyIso, sumarDias, type CamposPedidoEntrada } from '@talento/rules';

export const SABANA = '900123456';

export interface Referencias {
  cliente: Cliente;
  perfil: Perfil;
  ciudades: Ciudad[];
  sucursal: Sucursal;
}

export async function referencias(orm: MikroORM, documento = SABANA): Promise<Referencias> {
  const em = orm.em.fork();
  const cliente = await em.findOneOrFail(Cliente, { numeroDocumento: documento });
  const perfil = await em.findOneOrFail(
    Perfil,
    { cliente, estadoPerfil: 2 },
    { orderBy: { nombreCargoPerfil: 'asc', id: 'asc' } },
  );
  const ciudades = await em.find(Ciudad, { esCapital: true }, { orderBy: { id: 'asc' }, limit: 3 });
  const sucursal = await em.findOneOrFail(Sucursal, { activa: true }, { orderBy: { id: 'asc' } });
  return { cliente, perfil, ciudades, sucursal };
}

export function enDias(n: number): string {
  return sumarDias(hoyIso(), n);
}

/** A valid form for the references, with one line per given city. */
export function formulario(
  r: Referencias,
  lineas = 1,
): CamposPedidoEntrada & { lineas: NonNullable<CamposPedidoEntrada['lineas']> } {
  return {
    clienteId: r.cliente.id,
    perfilId: r.perfil.id,
    lineas: r.ciudades.slice(0, lineas).map((c, i) => ({
      ciudadId: c.id,
      vacantes: i + 2,
      centroCosto: `CC-${i + 1}`,
      direccionPresentarse: `Calle ${i + 10} # 5-20`,
      personaAutorizaIngreso: `Autoriza ${i + 1}`,
    })),
    sucursalId: r.sucursal.id,
    nombreCargo: 'Auxiliar de bodega',
    descripcion: 'Cargue y descargue de mercancía',
    salario: 1_500_000,
    comision: null,
    tieneRuta: false,
    auxilioAlimentacion: 100_000,
    otrosAuxilios: [{ nombre: 'Bono de puntualidad', valor: 50_000 }],
    jornadaLaboral: 2,
    horarioInicio: '07:00',
    horarioFin: '17:00',
    fechaIngreso: enDias(10),
    tipoPedido: 'NUEVO',
    esDestacado: true,
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
