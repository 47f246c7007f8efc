import { Controller, type UseFormRegister, type FieldErrors } from 'react-hook-form';
import {
  CAMPOS_NIVEL,
  campoEditable,
  NIVEL_ORGANIZACIONAL,
  type CamposOrdenContratacion,
  type CamposOrdenContratacionEntrada,
  type EstadoOrdenContratacion,
  type ReglasOrden,
} from '@talento/rules';
import {
  CampoArea,
  CampoCatalogo,
  CampoDinero,
  CampoTexto,
  Casilla,
  FechaIngresoOrden,
  JornadaOrden,
  opcionesCatalogo,
  opcionesCodigoNombre,
  propsDeControl,
  Rejilla,
  SeleccionCatalogoOrden,
  SeleccionIdOrden,
  type ControlOrden,
  type OpcionTypeahead,
} from '@talento/ui';
import { trpc } from '../../trpc';
import type { Maestros } from './tipos';
import { useBuscadores } from '../../catalogos/buscadores';

interface Props {
  control: ControlOrden;
  register: UseFormRegister<CamposOrdenContratacionEntrada>;
  errores: FieldErrors<CamposOrdenContratacionEntrada>;
  maestros: Maestros | undefined;
  reglas: ReglasOrden;
  estado: EstadoOrdenContratacion;
  soloLectura: boolean;
  riesgoArl: string | undefined;
  tipoJornada: string | undefined;
  ciudadInicial: OpcionTypeahead | null;
  cargoInicial: OpcionTypeahead | null;
}

/** Every field of spec 01 §3 (hiring order); a filed order leaves only its observations editable. */
export function CamposOrden({
  control,
  register,
  errores,
  maestros,
  reglas,
  estado,
  soloLectura,
  riesgoArl,
  tipoJornada,
  ciudadInicial,
  cargoInicial,
}: Props) {
  const buscadores = useBuscadores();
  const bloqueado = (campo: keyof CamposOrdenContratacion) => soloLectura || !campoEditable(estado, campo);
  const centros = trpc.contratacion.centrosTrabajo.useQuery(
    { riesgoArl: riesgoArl ?? '' },
    { enabled: Boolean(riesgoArl) },
  );
  const buscarCiudades = buscadores.ciudades;
  const buscarCargos = buscadores.cargos;
  const cat = maestros?.catalogos;
  const texto = (
    campo: 'personaAutorizaIngreso' | 'jefeInmediato' | 'jefeInmediatoCargo' | 'area',
    etiqueta: string,
    requerido = false,
  ) => (
    <CampoTexto
      etiqueta={etiqueta}
      requerido={requerido}
      disabled={bloqueado(campo)}
      {...register(campo)}
      error={errores[campo]?.message}
    />
  );
  const seleccion = (
    campo:
      | 'relacionLaboral'
      | 'tipoSalario'
      | 'riesgoArl'
      | 'tipoComision'
      | 'tipoVariable'
      | 'conceptoSalario1'
      | 'conceptoSalario2',
    etiqueta: string,
    opciones: { valor: string; etiqueta: string }[],
    requerido = false,
  ) => (
    <SeleccionCatalogoOrden
      control={control}
      campo={campo}
      etiqueta={etiqueta}
      requerido={requerido}
      disabled={bloqueado(campo)}
      opciones={opciones}
    />
  );
  const dinero = (
    campo: 'salario' | 'comisiones' | 'variable' | 'valorConceptoSalario1' | 'valorConceptoSalario2',
    etiqueta: string,
    requerido = false,
  ) => (
    <Controller
      control={control}
      name={campo}
      render={(c) => (
        <CampoDinero
          etiqueta={etiqueta}
          requerido={requerido}
          disabled={bloqueado(campo)}
          {...propsDeControl(c)}
          valor={c.field.value ?? null}
        />
      )}
    />
  );
  const id = (
    campo: 'dptoId' | 'centroTrabajoId' | (typeof CAMPOS_NIVEL)[number],
    etiqueta: string,
    opciones: { valor: number; etiqueta: string }[],
    requerido: boolean,
  ) => (
    <SeleccionIdOrden
      key={campo}
      control={control}
      campo={campo}
      etiqueta={etiqueta}
      requerido={requerido}
      disabled={bloqueado(campo)}
      opciones={opciones}
    />
  );

  return (
    <div className="flex flex-col gap-5">
      <Rejilla elemento="div" etiqueta="Ingreso">
        {texto('personaAutorizaIngreso', 'Persona que autoriza el ingreso', true)}
        <FechaIngresoOrden control={control} disabled={bloqueado('fechaIngreso')} />
        <CampoCatalogo
          control={control}
          name="ciudadId"
          etiqueta="Ciudad de trabajo"
          requerido
          disabled={bloqueado('ciudadId')}
          buscar={buscarCiudades}
          minCaracteres={3}
          inicial={ciudadInicial}
        />
        <CampoCatalogo
          control={control}
          name="cargoId"
          etiqueta="Cargo"
          requerido
          disabled={bloqueado('cargoId')}
          buscar={buscarCargos}
          minCaracteres={4}
          inicial={cargoInicial}
        />
      </Rejilla>
      <Rejilla elemento="div" etiqueta="Salario">
        {dinero('salario', 'Salario', true)}
        <Controller
          control={control}
          name="salarioIntegral"
          render={(c) => (
            <Casilla
              etiqueta="Salario integral"
              disabled={bloqueado('salarioIntegral')}
              name={c.field.name}
              valor={c.field.value === true}
              onChange={(v) => c.field.onChange(v)}
            />
          )}
        />
        {seleccion('relacionLaboral', 'Relación laboral', opcionesCatalogo(cat?.RELACION_LABORAL), true)}
        {seleccion('tipoSalario', 'Tipo de salario', opcionesCatalogo(cat?.TIPO_SALARIO), true)}
        {seleccion('riesgoArl', 'Riesgo ARL', opcionesCatalogo(cat?.RIESGO_ARL), true)}
        {id('centroTrabajoId', 'Centro de trabajo', opcionesCodigoNombre(centros.data), true)}
        {seleccion('tipoComision', 'Tipo de comisión', opcionesCatalogo(cat?.TIPO_COMISION))}
        {dinero('comisiones', 'Comisiones')}
        {seleccion('tipoVariable', 'Tipo de variable', opcionesCatalogo(cat?.TIPO_VARIABLE))}
        {dinero('variable', 'Variable')}
        {seleccion('conceptoSalario1', 'Concepto salarial 1', opcionesCatalogo(cat?.CONCEPTO_CONTRATO))}
        {dinero('valorConceptoSalario1', 'Valor concepto salarial 1')}
        {seleccion('conceptoSalario2', 'Concepto salarial 2', opcionesCatalogo(cat?.CONCEPTO_CONTRATO))}
        {dinero('valorConceptoSalario2', 'Valor concepto salarial 2')}
      </Rejilla>
      <Rejilla elemento="div" etiqueta="Jornada y organización">
        <JornadaOrden
          control={control}
          tipoJornada={tipoJornada}
          disabled={bloqueado('tipoJornada')}
          horasDeshabilitadas={bloqueado('horasJornada')}
        />
        {texto('jefeInmediato', 'Jefe inmediato')}
        {texto('jefeInmediatoCargo', 'Cargo del jefe inmediato')}
        {texto('area', 'Área')}
        {id('dptoId', 'Centro de costo (dpto)', opcionesCodigoNombre(maestros?.centrosCosto), true)}
        {NIVEL_ORGANIZACIONAL.opciones.map((n, i) =>
          id(
            CAMPOS_NIVEL[i] as (typeof CAMPOS_NIVEL)[number],
            `Nivel ${n.valor}: ${n.etiqueta}`,
            opcionesCodigoNombre(maestros?.niveles.filter((x) => x.nivel === n.valor)),
            reglas.nivelesRequeridos.includes(n.valor),
          ),
        )}
      </Rejilla>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
        {reglas.ofertaMercantil && (
          <CampoArea
            etiqueta="Obra o labor"
            requerido
            rows={3}
            disabled={bloqueado('obraLabor')}
            {...register('obraLabor')}
            error={errores.obraLabor?.message}
          />
        )}
        <CampoArea
          etiqueta="Observaciones"
          rows={3}
          disabled={bloqueado('observaciones')}
          {...register('observaciones')}
          error={errores.observaciones?.message}
        />
        <CampoArea
          etiqueta="Observaciones de compra"
          rows={3}
          disabled={bloqueado('observacionesCompra')}
          {...register('observacionesCompra')}
          error={errores.observacionesCompra?.message}
        />
      </div>
    </div>
  );
}
