/**
 * The IP reservation messages of spec 3 §8, once: the DMZ page, the static leases and the device page all show them.
 * Quoted spec text is exact.
 */
export const reservation = {
  max: 'Não foi possível incluir uma nova reserva, porque o número máximo de reservas foi atingido.',
  /** §8's short form: where the router already holds its limit of reservations, beside the switches that add one */
  full: 'O número máximo de reservas foi atingido.',
  addError: 'Ocorreu um erro ao tentar adicionar reserva.',
  deleteError: 'Ocorreu um erro ao tentar excluir reserva.',
  dhcpOff: 'O servidor DHCP está desabilitado. Para que a reserva de IP tenha efeito, reabilite o servidor DHCP em Rede > LAN.',
} as const;
