import { useState } from 'react';
import { limpiarFiltrosRecordados } from './filtros-recordados';
import { mensajeDeLogin } from './formulario-login';
import { recibirPermisos } from './ingreso';

export interface OpcionesIngreso {
  /** Reads the signed-in user with their permissions (auth.me). */
  cargarPermisos: () => Promise<unknown>;
  /** Ends the session the credentials call just opened. */
  cerrarSesion: () => Promise<unknown>;
  /** Forgets the permissions read (or not) for the user just refused. */
  olvidarPermisos: () => void;
  /** Goes on into the portal. */
  entrar: () => void;
}

/**
 * The login page of both portals (spec 03 §2, §8): after the credentials, the remembered filters are cleared and
 * the permissions read; each failure leaves the message the form shows. The portal wires its own tRPC calls.
 */
export function useIngreso(o: OpcionesIngreso) {
  const [error, setError] = useState<string | null>(null);
  return {
    error,
    limpiarError: () => setError(null),
    alIngresar: async () => {
      limpiarFiltrosRecordados();
      const fallo = await recibirPermisos({ cargar: o.cargarPermisos, cerrarSesion: o.cerrarSesion });
      if (!fallo) return o.entrar();
      o.olvidarPermisos();
      setError(fallo);
    },
    alFallar: (e: Parameters<typeof mensajeDeLogin>[0]) => setError(mensajeDeLogin(e)),
  };
}
