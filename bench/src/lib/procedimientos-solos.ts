import { ENV_BENCH } from '../env';
import { clienteHttp } from './cliente-http';
import { correrMezcla, totalSolicitudes, type Registros } from './mezcla-carga';
import { prepararDatosMezcla } from './mezcla-datos';
import { OPERACIONES, type Operacion } from './mezcla-operaciones';
import { ingresarUsuarios } from './mezcla-usuarios';
import { iniciarProductoEnProceso, type ServidorDeBench } from './servidor-http';

/** One procedure of the mix run alone: what each path got, the elapsed ms and the requests answered. */
export interface CorridaSola {
  servidor: ServidorDeBench;
  op: Operacion;
  registros: Registros;
  ms: number;
  solicitudes: number;
}

export interface OpcionesSolos<T> {
  segundos: number;
  calentamiento: number;
  /** The line printed before the first procedure, given the number of users. */
  encabezado: (usuarios: number) => string;
  /** Called after each warm-up, right before the measured run; its result goes to `despues`. */
  antes: (servidor: ServidorDeBench) => Promise<T>;
  despues: (corrida: CorridaSola, antes: T) => Promise<void>;
}

/**
 * The diagnostics' frame (mezcla-cpu, mezcla-sql): the product on `url` as the mix runs it, the mix's users, and each
 * procedure of the mix alone (BENCH_USUARIOS users, no think time) for `segundos` after a warm-up of `calentamiento`.
 */
export async function correrProcedimientosSolos<T>(url: string, o: OpcionesSolos<T>): Promise<void> {
  const servidor = await iniciarProductoEnProceso(url, ENV_BENCH.BENCH_PROCESOS);
  const http = clienteHttp(servidor.base, ENV_BENCH.BENCH_USUARIOS);
  try {
    const usuarios = await ingresarUsuarios(servidor.base, ENV_BENCH.BENCH_USUARIOS);
    const datos = await prepararDatosMezcla(url, usuarios);
    console.log(o.encabezado(usuarios.length));
    for (const op of OPERACIONES) {
      await correrMezcla(usuarios, [op], datos, http, servidor.base, o.calentamiento);
      const previo = await o.antes(servidor);
      const { registros, ms } = await correrMezcla(usuarios, [op], datos, http, servidor.base, o.segundos);
      await o.despues({ servidor, op, registros, ms, solicitudes: totalSolicitudes(registros) }, previo);
    }
  } finally {
    http.cerrar();
    await servidor.cerrar();
  }
}
