import { useWatch } from 'react-hook-form';
import { MENSAJES_PEDIDOS } from '@talento/rules';
import { Seccion, type PropsSeccion } from './campos';
import { CamposClienteCargo } from './comun/campos-cliente';
import type { PerfilFormulario } from './valores';

interface Props extends PropsSeccion {
  perfiles: PerfilFormulario[] | undefined;
  cargandoPerfiles: boolean;
  elegirPerfil: (perfil: PerfilFormulario | null) => void;
}

/** Client (typeahead from 4 characters), approved profile of that client, job name and description. */
export function SeccionCliente({ form, deshabilitado, perfiles, cargandoPerfiles, elegirPerfil }: Props) {
  const cliente = useWatch({ control: form.control, name: 'cliente' });
  const sinPerfiles = cliente !== null && !cargandoPerfiles && perfiles?.length === 0;
  return (
    <Seccion titulo="Cliente y cargo">
      <CamposClienteCargo
        deshabilitado={deshabilitado}
        perfiles={perfiles}
        alCambiarCliente={() => elegirPerfil(null)}
        elegirPerfil={elegirPerfil}
        avisosPerfil={
          sinPerfiles && (
            <p className="mt-1 text-xs text-amber-700">{MENSAJES_PEDIDOS.sinPerfilesValidados}</p>
          )
        }
      />
    </Seccion>
  );
}
