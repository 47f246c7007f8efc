import { Controller, useWatch } from 'react-hook-form';
import { CampoDinero, CampoTexto, Typeahead, type OpcionTypeahead } from '@talento/ui';
import {
  HORARIO_TRABAJO,
  MODO_SALARIO,
  PERFIL_LIMITES,
  PERIODO_PAGO,
  TIPO_PERFIL,
  TIPOLOGIA,
  esTipoPerfilAdministrativo,
} from '@talento/rules';
import { Seccion } from '../comun/campos';
import type { PerfilResumen } from '../comun/tipos';
import { useMarca } from '../comun/obligatorio';
import {
  AreaPerfil,
  CasillaPerfil,
  NumeroPerfil,
  SeleccionPerfil,
  TextoPerfil,
  useFormularioPerfil,
} from './campos-perfil';
import type { PropsSeccion } from './estado';
import { useBuscadores } from '../../catalogos/buscadores';

interface Props extends PropsSeccion {
  cliente: OpcionTypeahead | null;
  cargo: OpcionTypeahead | null;
  elegirCliente: ((c: OpcionTypeahead | null) => void) | null;
  elegirCargo: (c: OpcionTypeahead | null) => void;
  /** Profiles of the client, for the parent-profile choice. */
  perfilesCliente: PerfilResumen[];
  puedeDefinirPruebas: boolean;
}

/** Client, position identification, test type, typology, search days, parent profile, salary and schedule. */
export function SeccionGeneral(props: Props) {
  const o = useMarca();
  const { catalogos, cliente, cargo } = props;
  const { control, setValue } = useFormularioPerfil();
  const [modoSalario, esHijo] = useWatch({ control, name: ['modoSalario', 'esHijo'] });
  const buscadores = useBuscadores();
  const buscarClientes = buscadores.clientes;
  const buscarCargos = buscadores.cargos;
  const elegirCliente = props.elegirCliente;
  return (
    <Seccion titulo="Identificación del cargo">
      {elegirCliente ? (
        <Controller
          control={control}
          name="clienteId"
          render={({ field, fieldState }) => (
            <Typeahead
              ref={field.ref}
              onBlur={field.onBlur}
              etiqueta={`Cliente${o}`}
              name="cliente"
              valor={cliente}
              onChange={(c) => {
                elegirCliente(c);
                field.onChange(c?.id ?? null);
              }}
              buscar={buscarClientes}
              minCaracteres={PERFIL_LIMITES.minCaracteresBusquedaCliente}
              error={fieldState.error?.message}
            />
          )}
        />
      ) : (
        <CampoTexto
          etiqueta="Cliente"
          value={`${cliente?.etiqueta ?? ''} · ${cliente?.detalle ?? ''}`}
          readOnly
          disabled
        />
      )}
      <Controller
        control={control}
        name="cargoId"
        render={({ field, fieldState }) => (
          <Typeahead
            ref={field.ref}
            onBlur={field.onBlur}
            etiqueta={`Cargo${o}`}
            name="cargo"
            valor={cargo}
            onChange={(c) => {
              props.elegirCargo(c);
              field.onChange(c?.id);
            }}
            buscar={buscarCargos}
            minCaracteres={PERFIL_LIMITES.minCaracteresBusquedaCargo}
            error={fieldState.error?.message}
          />
        )}
      />
      <TextoPerfil nombre="nombreCargoPerfil" etiqueta={`Nombre del cargo${o}`} maxLength={200} requerido />
      <SeleccionPerfil
        nombre="tipoCargoId"
        etiqueta={`Tipo de cargo${o}`}
        opciones={catalogos.tiposCargo.map((t) => ({ valor: t.id, etiqueta: t.nombre }))}
      />
      <SeleccionPerfil
        nombre="tipo"
        etiqueta={props.puedeDefinirPruebas ? `Tipo de prueba${o}` : 'Tipo de prueba'}
        opciones={TIPO_PERFIL.opciones}
        vacia="Sin definir"
        vacio={null}
        disabled={!props.puedeDefinirPruebas}
        // Competencies belong only to administrative types: another type clears them.
        alCambiar={(tipo) => {
          if (!esTipoPerfilAdministrativo(typeof tipo === 'number' ? tipo : null))
            setValue('competencias', [], { shouldDirty: true });
        }}
      />
      <SeleccionPerfil nombre="tipologia" etiqueta={`Tipología${o}`} opciones={TIPOLOGIA.opciones} />
      <NumeroPerfil
        nombre="tiempoDiasBusqueda"
        etiqueta={`Días de búsqueda pactados${o}`}
        min={PERFIL_LIMITES.tiempoDiasBusquedaMinimo}
        requerido
      />
      <SeleccionPerfil
        nombre="modoSalario"
        etiqueta={`Modo de salario${o}`}
        opciones={MODO_SALARIO.opciones}
        texto
        alCambiar={(modo) => {
          if (modo === 'SMMLV') setValue('salario', catalogos.smmlv, { shouldDirty: true });
        }}
      />
      <Controller
        control={control}
        name="salario"
        render={({ field, fieldState }) => (
          // Thousands separators as the product writes money; the form keeps a number. SMMLV shows the legal minimum.
          <CampoDinero
            ref={field.ref}
            name={field.name}
            etiqueta={modoSalario === 'OTRO' ? `Salario${o}` : 'Salario (SMMLV)'}
            maxDigitos={PERFIL_LIMITES.salarioMaxCaracteres}
            aria-required={modoSalario === 'OTRO' || undefined}
            valor={
              modoSalario === 'SMMLV' ? catalogos.smmlv : typeof field.value === 'number' ? field.value : null
            }
            vacio={null}
            readOnly={modoSalario === 'SMMLV'}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
            disabled={modoSalario === 'SMMLV'}
          />
        )}
      />
      <SeleccionPerfil
        nombre="periodoPago"
        etiqueta={`Periodo de pago${o}`}
        opciones={PERIODO_PAGO.opciones}
      />
      <SeleccionPerfil
        nombre="horarioTrabajo"
        etiqueta={`Horario de trabajo${o}`}
        opciones={HORARIO_TRABAJO.opciones}
      />
      <div className="flex flex-col gap-2">
        <CasillaPerfil nombre="esHijo" etiqueta="Es perfil derivado de otro" />
        <CasillaPerfil nombre="esNegociacion" etiqueta="Es negociación" />
      </div>
      {esHijo && (
        <>
          <SeleccionPerfil
            nombre="perfilPadreId"
            etiqueta={`Perfil padre${o}`}
            vacio={null}
            opciones={props.perfilesCliente.map((p) => ({
              valor: p.id,
              etiqueta: `${p.id} · ${p.nombreCargoPerfil}`,
            }))}
          />
          <CasillaPerfil nombre="cancelaPerfilPadre" etiqueta="Cancela el perfil padre" />
        </>
      )}
      <div className="md:col-span-2 lg:col-span-3">
        <AreaPerfil nombre="misionCargoPerfil" etiqueta={`Misión del cargo${o}`} requerido />
      </div>
    </Seccion>
  );
}
