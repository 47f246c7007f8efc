import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Boton, DialogoConfirmacion, notificar } from '@talento/ui';
import { MENSAJES_PERFILES as M, accionesPerfil } from '@talento/rules';
import { useUsuario } from '../../auth/use-sesion';
import { trpc } from '../../trpc';
import { avisarFallo } from '../comun/aviso-fallo';
import type { PerfilCompleto } from '../comun/tipos';

/** Approve (only with a FAC), duplicate, edit and cancel, each by flag and state (spec 02 §2, §6). */
export function AccionesPerfil({ perfil }: { perfil: PerfilCompleto }) {
  const { permisos } = useUsuario();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const [dialogo, setDialogo] = useState<'aprobar' | 'cancelar' | null>(null);
  // Their own onError: one toast per failure (the screen's title and the server's reason), not the global one too.
  const aprobar = trpc.perfiles.aprobar.useMutation({ onError: (e) => avisarFallo(e, M.errorAprobar) });
  const cancelar = trpc.perfiles.cancelar.useMutation({ onError: (e) => avisarFallo(e, M.errorCancelar) });
  const a = accionesPerfil(perfil.estadoPerfil, permisos);

  const pedirAprobacion = () => {
    if (!perfil.fac) {
      notificar.error(M.sinFac);
      return;
    }
    setDialogo('aprobar');
  };
  const ejecutar = async () => {
    const accion = dialogo;
    setDialogo(null);
    try {
      if (accion === 'aprobar') {
        const r = await aprobar.mutateAsync({ id: perfil.id, version: perfil.version });
        notificar.exito(M.aprobado(r.id));
      } else if (accion === 'cancelar') {
        const r = await cancelar.mutateAsync({ id: perfil.id, version: perfil.version });
        notificar.exito(M.cancelado(r.id));
      }
    } catch {
      // Already told by the mutation's onError.
    }
    await utils.perfiles.invalidate();
  };

  return (
    <div className="flex flex-wrap gap-2">
      {a.aprobar && (
        <Boton cargando={aprobar.isPending} onClick={pedirAprobacion}>
          Aprobar perfil
        </Boton>
      )}
      {a.editar && (
        <Boton variante="secundario" onClick={() => void navigate(`/perfil-edit/${perfil.id}`)}>
          Editar perfil
        </Boton>
      )}
      {a.duplicar && (
        <Boton variante="secundario" onClick={() => void navigate(`/perfil-create/${perfil.id}`)}>
          Duplicar perfil
        </Boton>
      )}
      {a.cancelar && (
        <Boton variante="peligro" cargando={cancelar.isPending} onClick={() => setDialogo('cancelar')}>
          Cancelar perfil
        </Boton>
      )}
      <DialogoConfirmacion
        abierto={dialogo !== null}
        titulo={dialogo === 'aprobar' ? 'Aprobar perfil' : 'Cancelar perfil'}
        mensaje={dialogo === 'aprobar' ? M.confirmarAprobar : M.confirmarCancelar}
        textoSi={dialogo === 'aprobar' ? 'Aprobar perfil' : 'Cancelar perfil'}
        textoNo={dialogo === 'aprobar' ? 'Volver' : 'Conservar el perfil'}
        peligro={dialogo === 'cancelar'}
        onSi={() => void ejecutar()}
        onNo={() => setDialogo(null)}
      />
    </div>
  );
}
