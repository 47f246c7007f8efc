import { fechaEnZonaNegocio, GRUPO_MERCADERISTAS } from '@talento/rules';
import {
  Almacen,
  Dispositivo,
  EntregaNotificacion,
  Grupo,
  Notificacion,
  Novedad,
  PuntoGps,
  Region,
  ReporteLlegada,
  Ruta,
  SubTipoNovedad,
  Usuario,
  Visita,
} from '../../../entities';
import { sumarHoras } from './aleatorio';
import { cliente, type Contexto, NIT_LA_SABANA } from './contexto';

/** Stores of La Sabana's northern route: [nombre, dirección, latitud, longitud]. */
const ALMACENES: readonly [string, string, number, number][] = [
  ['Supermercado Colsubsidio Calle 170', 'Calle 170 # 67-51, Bogotá', 4.754, -74.0632],
  ['Éxito Chía Centro', 'Carrera 11 # 11-80, Chía', 4.8619, -74.0582],
  ['Olímpica Autopista Norte', 'Autopista Norte # 183-20, Bogotá', 4.7654, -74.0433],
];

/**
 * Merchandising of La Sabana: a region with three stores, one merchandiser (a user without groups and
 * without a usable password: only the phone app, through the device API, acts as them) with a device, yesterday's route with its
 * visits, GPS points and arrival reports, a notification and three incidents in every state.
 */
export async function seedMerchandising(ctx: Contexto): Promise<void> {
  const { em, reloj, usuarios } = ctx;
  const sabana = cliente(ctx, NIT_LA_SABANA);
  const mercaderista = em.create(Usuario, {
    username: 'mercaderista',
    passwordHash: '!',
    firstName: 'Martín',
    lastName: 'Quintero Salazar',
    email: 'mercaderista@talento.demo',
    sucursal: ctx.sucursales.get('Bogotá Norte') ?? null,
  });
  mercaderista.clientes.add(sabana);
  const grupo = await em.findOne(Grupo, { nombre: GRUPO_MERCADERISTAS });
  if (grupo) mercaderista.grupos.add(grupo);
  const dispositivo = em.create(Dispositivo, {
    usuario: mercaderista,
    deviceId: 'android-5f3a9c21e7b04d18',
    nombre: 'Samsung Galaxy A14',
    enroladoAt: reloj.haceDias(40),
    token: 'demo-token-push-mercaderista',
    createdAt: reloj.haceDias(40),
  });
  const region = em.create(Region, { cliente: sabana, nombre: 'Sabana Centro' });
  const almacenes = ALMACENES.map(([nombre, direccion, latitud, longitud]) =>
    em.create(Almacen, { nombre, direccion, region, cliente: sabana, latitud, longitud }),
  );

  // Yesterday's route: start at 7:00, one visit per store, GPS every 20 minutes.
  const inicio = reloj.haceDias(1, 7);
  const ruta = em.create(Ruta, {
    usuario: mercaderista,
    fecha: fechaEnZonaNegocio(inicio),
    fechaFin: sumarHoras(inicio, 9),
  });
  almacenes.forEach((almacen, i) => {
    em.create(Visita, { ruta, almacen, posicion: i + 1 });
    em.create(ReporteLlegada, {
      usuario: mercaderista,
      almacen,
      fecha: sumarHoras(inicio, 1 + i * 2.5),
      latitud: almacen.latitud,
      longitud: almacen.longitud,
    });
  });
  const puntos = 24;
  for (let i = 0; i < puntos; i++) {
    const tramo = Math.min(ALMACENES.length - 1, Math.floor((i / puntos) * ALMACENES.length));
    const [, , lat, lng] = ALMACENES[tramo] as [string, string, number, number];
    em.create(PuntoGps, {
      dispositivo,
      latitud: Math.round((lat + Math.sin(i) * 0.004) * 1e6) / 1e6,
      longitud: Math.round((lng + Math.cos(i) * 0.004) * 1e6) / 1e6,
      createdAt: sumarHoras(inicio, i / 3),
    });
  }
  const notificacion = em.create(Notificacion, {
    cliente: sabana,
    titulo: 'Cambio de planograma',
    texto: 'A partir del lunes aplica el nuevo planograma de bebidas en todas las tiendas de la región.',
    region,
    enviadaPor: usuarios.jefe,
    createdAt: reloj.haceDias(2, 8),
  });
  em.create(EntregaNotificacion, {
    notificacion,
    dispositivo,
    estado: 2,
    intentos: 1,
    enviadaAt: reloj.haceDias(2, 8),
    entregadaAt: reloj.haceDias(2, 9),
  });

  // The incident kinds are reference data (seedReferencia): the demo's incidents use them in their order.
  const subtipos = await em.find(SubTipoNovedad, {}, { orderBy: { id: 'asc' } });
  const novedad = (i: number, estado: number, texto: string, comentario: string | null) => {
    const creada = sumarHoras(inicio, 1.5 + i * 2.5);
    em.create(Novedad, {
      createdAt: creada,
      subTipoNovedad: subtipos[i] ?? (subtipos[0] as SubTipoNovedad),
      usuario: mercaderista,
      almacen: almacenes[i] as Almacen,
      texto,
      estado,
      solvedAt: estado === 0 ? null : sumarHoras(creada, 20),
      comentario,
      resueltaPor: estado === 0 ? null : usuarios.jefe,
    });
  };
  novedad(
    0,
    0,
    'No hay existencias de la referencia 1500 ml en la góndola ni en la bodega del almacén.',
    null,
  );
  novedad(
    1,
    1,
    'Se encontraron seis unidades con fecha de vencimiento de la próxima semana.',
    'Se coordinó el retiro con el proveedor.',
  );
  novedad(
    2,
    2,
    'El jefe de piso redujo el espacio de exhibición a la mitad.',
    'El espacio corresponde a la negociación vigente.',
  );
  await em.flush();
}
