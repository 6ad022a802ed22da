interface MemberCellProps {
  member: { fullName: string; email: string };
}

/** Who a deposit or withdrawal belongs to: the name an operator reads, the e-mail that tells two namesakes apart. */
export function MemberCell({ member }: MemberCellProps) {
  return (
    <div className="min-w-0">
      <p className="truncate font-semibold text-slate-50" title={member.fullName}>
        {member.fullName}
      </p>
      <p className="text-sm break-all text-slate-400">{member.email}</p>
    </div>
  );
}
