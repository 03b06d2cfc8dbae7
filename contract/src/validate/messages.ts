/**
 * Every validation message of the three spec documents, written once so the UI, the emulator and the scenarios
 * compare the very same text. Quoted Portuguese in the spec is exact, typos included
 * ('numero', 'nao', 'getenciamento' are the spec's own spelling).
 */
import { limits } from '../timing.ts';

export const validationMessages = {
  // General (spec 2 §5.1)
  required: 'Este campo é obrigatório',
  alphanumeric: 'Este campo deve conter apenas letras e números',
  letters: 'Este campo deve conter apenas letras',
  edgeSpace: 'Não é permitido uso de espaço no começo e fim.',
  /** The spec asks for single spaces between words but gives no message: this one is ours. */
  consecutiveSpaces: 'Não é permitido uso de espaços consecutivos.',
  invalidCharacters: 'Contém caracteres inválidos',
  numeric: 'Valor deve ser numérico',
  weakPassword: 'Não é permitido o uso de senha fraca',

  // Addresses (spec 1 §5, spec 2 §5.2)
  invalidAddress: 'Endereço inválido',
  invalidMac: 'Endereço MAC inválido',
  invalidNetmask: 'Máscara inválida',
  notInNetwork: 'Este endereço não pertence à rede',
  unusableAddress: 'Este endereço não pode ser utilizado',
  endBelowStart: 'O endereço final não pode ser menor que o inicial.',
  startAboveEnd: 'O endereço inicial não pode ser maior que o final.',
  port: `Portas devem ter valores entre ${limits.port.min} e ${limits.port.max}`,

  // WAN (spec 2 §5.3)
  conflictsWithLan: 'Este endereço está em conflito com sua rede LAN',
  gatewayIsRouterIp: 'O gateway deve ser diferente do endereço IP do roteador',
  gatewayOutsideWan: 'O gateway deve estar na mesma rede do endereço WAN.',
  dnsIsRouterIp: 'O dns deve ser diferente do endereço IP do roteador',
  dnsRepeated: 'Os endereços DNS não podem ser repetidos',

  // Wi-Fi and repeater (spec 2 §5.4, spec 3 §5 System)
  ssidInUse: 'Esse nome já está sendo usado',
  reservedName: 'Nome reservado',
  invalidCipher: 'Criptografia Inválida',

  // User, location (spec 2 §5.6, spec 1 §5)
  passwordsMismatch: 'As senhas não coincidem',
  locationInUse: 'Esse nome encontra-se em uso',

  // LAN, DHCP, static lease (spec 2 §5.8, §5.9)
  conflictsWithWan: 'Este endereço está em conflito com sua rede WAN',
  outsideDhcpRange: 'Endereço IP fora da faixa do servidor DHCP',
  leaseIpInUse: 'Endereço IP já utilizado',
  leaseMacInUse: 'Endereço MAC já utilizado',

  // Port forwarding (spec 3 §5)
  portRangeOrder: 'O fim da faixa deve ser maior ou igual ao início',
  portRangeInUse: 'Esta faixa já está em uso',
  externalPortsExceedInternal: 'O numero de portas externas nao pode ser maior que o número de portas internas',
  wanManagementPortInRange: 'A porta de gerenciamento via wan está no intervalo',
  internalIpIsWanIp: 'O endereço IP interno não pode ser o mesmo utilizado na interface WAN',

  // Filters, parental control (spec 3 §5)
  filterMacInUse: 'Este endereço MAC já está em uso em outro filtro.',
  filterUrlInUse: 'Este endereço de URL já está em uso em outro filtro.',
  filterIpInUse: 'Este endereço IP já está em uso em outro filtro.',
  remotizeUrlBlocked: 'A URL do remotize não pode ser bloqueada',
  scheduleNameInUse: 'Já existe uma agenda de bloqueio com esse nome',
  scheduleConflict: 'Conflito de horários',
  identicalRule: 'Já existe uma regra idêntica criada.',
  /** ours (spec 3 §5 gives no text): a time not HH:mm, off the 30-minute steps, an end not after its start, no window */
  scheduleTime: 'Horário inválido',
  scheduleStep: 'Os horários devem seguir intervalos de 30 minutos',
  scheduleOrder: 'O horário final deve ser maior que o inicial',
  scheduleEmpty: 'Adicione pelo menos um horário de bloqueio',
  /** ours: a scheduled block names a schedule the router does not have */
  scheduleMissing: 'Agenda de bloqueio não encontrada',
  /** Shown by the DoS count and block-time fields (spec 3 §5). */
  dosRange: `${limits.dosCount.min} à ${limits.dosCount.max}`,

  // System (spec 3 §5)
  resetTimeMin: `O valor mínimo é ${limits.resetButtonSeconds.min}`,
  resetTimeMax: `O valor máximo é ${limits.resetButtonSeconds.max}`,
  addressesRepeated: 'Os endereços não podem ser repetidos',
  tr069IntervalMin: `O valor mínimo é de ${limits.tr069.interval.min} segundos`,
  tr069IntervalMax: `O valor máximo é de ${limits.tr069.interval.max} segundos`,
  portUsedByForward: 'Esta porta está em uso por uma regra de redirecionamento',
  managementPortsEqual: 'As portas para getenciamento HTTP e HTTPS têm de ser diferentes',
} as const;


export function sizeMessage(min: number, max: number): string {
  return `O campo deve conter entre ${min} e ${max} caracteres`;
}

/** With both bounds the spec's 'entre' form is used, whichever bound was crossed. */
export function rangeMessage(min?: number, max?: number): string {
  if (min !== undefined && max !== undefined) return `O campo deve possuir valor entre ${min} e ${max}`;
  if (max !== undefined) return `O campo deve possuir valor menor ou igual a ${max}`;
  return `O campo deve possuir valor maior ou igual a ${min}`;
}

export function mtuMessage(min: number, max: number): string {
  return `O valor da MTU deve estar entre ${min} e ${max}`;
}

export function suspiciousMessage(term: string): string {
  return `Esse campo não aceita "${term}"`;
}

export function weakWordMessage(word: string): string {
  return `O uso da palavra (${word}) não é recomendado pois encontra-se em uma lista de senhas conhecidas.`;
}
