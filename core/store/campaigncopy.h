#pragma once

namespace vedette::store {

class CampaignFile;

// The rows of a whole campaign copied from one campaign database to
// another, file or server either way, ids and all (so the log's references
// hold). Run inside the target's one transaction (CampaignFile::create's
// `fill`) while the source is read in one snapshot: a copy is the campaign
// at one moment, whole, or nothing.
class CampaignCopy
{
public:
    // The source must be of this Vedette's schema version. On failure the
    // target's error says why.
    static bool copyRows(CampaignFile &from, CampaignFile &to);
};

} // namespace vedette::store
