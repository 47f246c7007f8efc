import { useWatch } from 'react-hook-form';
import { Boton } from '@talento/ui';
import { ESTADO_PERFIL, EstadoPerfil, MENSAJES_PEDIDOS_STOCK } from '@talento/rules';
import { Seccion } from '../../../pedidos/formulario/campos';
import { CasillaUrgente } from '../../../pedidos/formulario/comun/campos-busqueda';
import { CamposClienteCargo } from '../../../pedidos/formulario/comun/campos-cliente';
import type { FormularioStockRHF } from './tipos';
import type { PerfilStock } from './valores';

interface Props {
  form: FormularioStockRHF;
  deshabilitado: boolean;
  perfiles: PerfilStock[] | undefined;
  cargandoPerfiles: boolean;
  /** The order's profile when it is not approved and the user may approve it from here. */
  perfilPorAprobar: PerfilStock | null;
  aprobarPerfil: () => void;
  aprobandoPerfil: boolean;
}

/** Client (typeahead from 4 characters), its approved stock profiles, job name, description and urgent flag. */
export function SeccionClienteStock({
  form,
  deshabilitado,
  perfiles,
  cargandoPerfiles,
  perfilPorAprobar,
  aprobarPerfil,
  aprobandoPerfil,
}: Props) {
  const { control, setValue } = form;
  const cliente = useWatch({ control, name: 'cliente' });
  const sinPerfiles = cliente !== null && !cargandoPerfiles && perfiles?.length === 0;
  return (
    <Seccion titulo="Cliente y cargo">
      <CamposClienteCargo
        deshabilitado={deshabilitado}
        perfiles={perfiles}
        alCambiarCliente={() => {
          setValue('perfilId', undefined, { shouldDirty: true });
          setValue('conPreguntas', false);
        }}
        elegirPerfil={(perfil) => {
          setValue('perfilId', perfil?.id, { shouldDirty: true });
          setValue('conPreguntas', perfil?.conPreguntas ?? false);
          if (perfil && !form.getValues('nombreCargo'))
            setValue('nombreCargo', perfil.nombreCargoPerfil, { shouldDirty: true });
        }}
        avisosPerfil={
          <>
            {sinPerfiles && (
              <p role="status" className="mt-1 text-xs text-amber-800">
                {MENSAJES_PEDIDOS_STOCK.sinPerfilesStock}
              </p>
            )}
            {perfilPorAprobar && perfilPorAprobar.estadoPerfil !== EstadoPerfil.APROBADO && (
              <div className="mt-2 flex items-center gap-2 text-xs text-amber-800">
                <span>
                  Perfil {ESTADO_PERFIL.etiqueta(perfilPorAprobar.estadoPerfil).toLowerCase()}:{' '}
                  {MENSAJES_PEDIDOS_STOCK.perfilNoAprobado}.
                </span>
                <Boton variante="secundario" cargando={aprobandoPerfil} onClick={aprobarPerfil}>
                  Aprobar perfil
                </Boton>
              </div>
            )}
          </>
        }
      />
      <CasillaUrgente deshabilitado={deshabilitado} />
    </Seccion>
  );
}
