import { sumarDiasInstante } from '@talento/rules';
import {
  type Cliente,
  type GrupoPreguntasFiltro,
  Perfil,
  PerfilCompetencia,
  PerfilIndicador,
  PerfilRelacionArea,
  PerfilResponsabilidad,
  PerfilStock,
} from '../../../entities';
import { cargo, type Catalogos } from './catalogos';
import { ciudad, cliente, type Contexto, sucursalDeCiudad } from './contexto';
import { DATOS_CLIENTES, type DatosCliente } from './datos-clientes';
import { type PlantillaPerfil, plantilla } from './datos-perfiles';
import { facDePerfil, type Facs } from './fac';

export interface PerfilSembrado {
  perfil: Perfil;
  plantilla: PlantillaPerfil;
  datos: DatosCliente;
  cliente: Cliente;
}

export interface Perfiles {
  lista: PerfilSembrado[];
  stock: PerfilStock[];
}

/** Relations with other areas by kind of position: [área, propósito, relación 0 cliente / 1 proveedor]. */
const RELACIONES: Record<string, [string, string, number][]> = {
  Operativo: [
    ['Compras', 'Recibir a tiempo los insumos y materiales', 1],
    ['Servicio al cliente', 'Atender las novedades de los pedidos', 0],
  ],
  Comercial: [
    ['Cartera', 'Conciliar pagos y saldos de los clientes', 1],
    ['Logística', 'Asegurar la entrega de los pedidos vendidos', 0],
  ],
  Administrativo: [
    ['Tesorería', 'Programar los pagos a proveedores', 0],
    ['Gestión humana', 'Recibir las novedades de nómina', 1],
  ],
};

function crearPerfil(
  ctx: Contexto,
  cat: Catalogos,
  datos: DatosCliente,
  pc: DatosCliente['perfiles'][number],
  n: number,
): PerfilSembrado {
  const { em, rnd, reloj, usuarios, smmlv } = ctx;
  const pl = plantilla(pc.cargo);
  const cli = cliente(ctx, datos.documento);
  const creado = reloj.haceDias(160 - n * 3 - rnd.entero(0, 2), rnd.entero(8, 16));
  const esStock = cli.manejaStock && pl.tipoCargo === 'Operativo';
  const [direccion, gerencia, subgerencia, coordinacion] = pl.ubicacion.split('|');
  const perfil = em.create(Perfil, {
    cliente: cli,
    cargo: cargo(cat, pc.cargo),
    nombreCargoPerfil: pc.nombre ?? pc.cargo,
    misionCargoPerfil: pl.mision,
    tipo: pl.tipo,
    tipoCargo: cat.tiposCargo.get(pl.tipoCargo) ?? null,
    estadoPerfil: pc.estado,
    tipologia: pl.tipologia,
    esNegociacion: pl.tipologia === 0,
    tiempoDiasBusqueda: pl.dias,
    salario: pl.salario === 0 ? smmlv : pl.salario,
    esSmmlv: pl.salario === 0,
    periodoPago: pl.tipo === 3 ? 0 : 1,
    horarioTrabajo: pl.horario,
    categoriaStock: esStock ? cat.categoriasStock[0] : null,
    vigenciaStock: esStock ? 90 : null,
    otrasActitudes: 'Buena presentación personal, disposición para aprender',
    observaciones:
      pc.estado === 0 ? 'Perfil enviado por el cliente desde el portal; pendiente de revisión.' : null,
    edadMinima: 18,
    edadMaxima: pl.tipo === 3 ? rnd.elegir([45, 50, 55]) : null,
    genero: 0,
    lugarResidencia: ciudad(ctx, datos.ciudades[0] ?? '11001'),
    estadoCivil: 10,
    estrato: 0,
    educacion: pl.educacion,
    experienciaLaboral: `Mínimo ${pl.tipo === 3 ? 'seis meses' : 'dos años'} en cargos similares, certificada.`,
    conocimientosTecnicos: pl.funciones
      .map((f) => f[0].toLowerCase())
      .slice(0, 2)
      .join('; '),
    direccion,
    gerencia,
    subgerencia,
    coordinacion,
    queHace: pl.proposito[0],
    comoHace: pl.proposito[1],
    paraQueHace: pl.proposito[2],
    subnivelElEmpleo: pl.tipo === 3 ? '5010' : '5030',
    sectoresElEmpleo: [datos.sector],
    posicionesElEmpleo: [pl.tipo === 3 ? '3020' : '3030'],
    createdBy:
      pc.estado === 0
        ? datos.documento === '890301234'
          ? usuarios.cliente2
          : usuarios.cliente
        : rnd.elegir([usuarios.ejecutivo, usuarios.jefe]),
    createdAt: creado,
    updatedAt: creado,
  });
  pl.funciones.forEach(([funcion, porcentaje, comoHace, paraQueHace], i) =>
    em.create(PerfilResponsabilidad, {
      perfil,
      funcion,
      porcentaje,
      queHace: funcion,
      comoHace,
      paraQueHace,
      orden: i + 1,
    }),
  );
  pl.indicadores.forEach(([nombre, formula, meta], i) =>
    em.create(PerfilIndicador, {
      perfil,
      nombre,
      formula,
      meta,
      peso: i === 0 ? 60 : 40,
      periodicidad: 'Mensual',
      objetivoProceso: pl.proposito[2],
      orden: i + 1,
    }),
  );
  (RELACIONES[pl.tipoCargo] ?? RELACIONES.Operativo ?? []).forEach(([area, proposito, relacion], i) =>
    em.create(PerfilRelacionArea, { perfil, area, proposito, relacion, orden: i + 1 }),
  );
  const riesgos = cat.caracteristicas.filter((c) => c.tipo === 0 && pl.riesgos.includes(c.nombre));
  const otras = rnd.muestra(
    cat.caracteristicas.filter((c) => c.tipo !== 0),
    3,
  );
  perfil.caracteristicas.set([...riesgos, ...otras]);
  perfil.valores.set([
    ...cat.valores.filter((v) => v.defecto),
    rnd.elegir(cat.valores.filter((v) => !v.defecto)),
  ]);
  if (pl.tipo !== 3) {
    // Administrative types: parents and sub-competencies (at most 3 and 6).
    let orden = 0;
    for (const { padre, hijas } of rnd.muestra(cat.competencias, 2)) {
      em.create(PerfilCompetencia, { perfil, competencia: padre, orden: ++orden });
      for (const h of hijas.slice(0, 2))
        em.create(PerfilCompetencia, { perfil, competencia: h, orden: ++orden });
    }
  }
  return { perfil, plantilla: pl, datos, cliente: cli };
}

/** About 2–3 profiles per client: most approved with their FAC, some client-created, created or cancelled. */
export async function seedPerfiles(ctx: Contexto, cat: Catalogos, facs: Facs): Promise<Perfiles> {
  const { em, rnd, usuarios } = ctx;
  const lista: PerfilSembrado[] = [];
  let n = 0;
  for (const datos of DATOS_CLIENTES)
    for (const pc of datos.perfiles) lista.push(crearPerfil(ctx, cat, datos, pc, n++));
  await em.flush();

  for (const { perfil, plantilla: pl } of lista) {
    const base = facs.bases[pl.fac] as GrupoPreguntasFiltro;
    const creado = perfil.createdAt;
    if (perfil.estadoPerfil === 2 || perfil.estadoPerfil === 3) {
      const fac = facDePerfil(ctx, facs, base, perfil, sumarDiasInstante(creado, 1));
      perfil.fac = fac;
      perfil.facs.add(fac);
      perfil.apruebaFac = true;
      perfil.fechaApruebaFac = sumarDiasInstante(creado, 2);
      perfil.actorAprobacion = rnd.elegir([usuarios.jefe, usuarios.psicologa]);
      perfil.fechaAprobacion = sumarDiasInstante(creado, rnd.entero(2, 4));
    }
    if (perfil.estadoPerfil === 3) {
      perfil.actorCancelacion = usuarios.jefe;
      perfil.fechaCancelacion = sumarDiasInstante(creado, 20);
      perfil.observaciones = 'Cancelado: el cliente suspendió el turno nocturno de la obra.';
    }
  }

  // Stock profiles: approved operational profiles of stock clients, in their main city and a second one.
  const stock: PerfilStock[] = [];
  for (const ps of lista) {
    if (!ps.cliente.manejaStock || ps.perfil.estadoPerfil !== 2 || !ps.perfil.categoriaStock) continue;
    for (const dane of ps.datos.ciudades.slice(0, 2)) {
      const c = ciudad(ctx, dane);
      stock.push(
        em.create(PerfilStock, {
          cliente: ps.cliente,
          perfil: ps.perfil,
          ciudad: c,
          sucursal: sucursalDeCiudad(ctx, c),
          meta: 20,
          media: 10,
          baja: 5,
          vigencia: 90,
          pedidoAutomatico: dane === ps.datos.ciudades[0],
          createdBy: usuarios.jefe,
          createdAt: sumarDiasInstante(ps.perfil.createdAt, 6),
        }),
      );
    }
  }
  await em.flush();
  return { lista, stock };
}
