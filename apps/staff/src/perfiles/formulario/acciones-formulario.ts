import { MENSAJES_PERFILES as M } from '@talento/rules';
import { notificar } from '@talento/ui';
import { trpc } from '../../trpc';
import { avisarFallo } from '../comun/aviso-fallo';

type Guardado = { id: number; estadoPerfil: number; version: number };

/**
 * The server actions of the profile form. Each mutation has its own `onError`: one toast per failure (the
 * screen's title with the server's reason, never also the global handler's) and the field messages back
 * on the form (`alFallar`, which puts them with `setError`). Each action answers the saved profile, or null
 * when it failed (already told to the user).
 */
export function useAccionesFormulario(alFallar: (error: unknown) => void) {
  const fallo = (titulo?: string) => (error: unknown) => {
    alFallar(error);
    avisarFallo(error, titulo);
  };
  const crear = trpc.perfiles.crear.useMutation({ onError: fallo(M.errorRegistrando) });
  const editar = trpc.perfiles.editar.useMutation({ onError: fallo() });
  const guardarYAprobar = trpc.perfiles.guardarYAprobar.useMutation({ onError: fallo(M.errorAprobar) });
  const cancelar = trpc.perfiles.cancelar.useMutation({ onError: fallo(M.errorCancelar) });

  const hecho = (r: Guardado, mensaje: string) => {
    notificar.exito(mensaje);
    return r;
  };
  const intentar = <T>(p: Promise<T>): Promise<T | null> => p.catch(() => null);

  return {
    ocupado: crear.isPending || editar.isPending || guardarYAprobar.isPending || cancelar.isPending,
    guardando: crear.isPending || editar.isPending,
    aprobando: guardarYAprobar.isPending,
    cancelando: cancelar.isPending,
    crear: async (d: Parameters<typeof crear.mutateAsync>[0]) => {
      const r = await intentar(crear.mutateAsync(d));
      return r && hecho(r, M.guardado(r.id));
    },
    editar: async (d: Parameters<typeof editar.mutateAsync>[0]) => {
      const r = await intentar(editar.mutateAsync(d));
      return r && hecho(r, M.guardado(r.id));
    },
    /** "Guardar y aprobar Perfil": one call, one transaction (saved and approved, or nothing). */
    guardarYAprobar: async (d: Parameters<typeof guardarYAprobar.mutateAsync>[0]) => {
      const r = await intentar(guardarYAprobar.mutateAsync(d));
      return r && hecho(r, M.aprobado(r.id));
    },
    cancelar: async (d: Parameters<typeof cancelar.mutateAsync>[0]) => {
      const r = await intentar(cancelar.mutateAsync(d));
      return r && hecho(r, M.cancelado(r.id));
    },
  };
}
