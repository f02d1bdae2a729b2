#pragma once

#include <QBoxLayout>
#include <QCheckBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QPushButton>
#include <QSpinBox>

#include <functional>
#include <vector>

namespace vedette {

// The form of a rule system's house rules dialog: each field is bound once
// to the member of the rules it shows, so loading the rules into the form
// and reading them back are one list, not a pair of hand-kept functions
// that must name every field twice. The Brown and Balagan dialogs build
// theirs with it.
template<typename Rules>
class HouseRulesForm
{
public:
    void bind(QSpinBox *box, int Rules::*field)
    {
        mFields.push_back({[box, field](const Rules &rules) { box->setValue(rules.*field); },
                           [box, field](Rules &rules) { rules.*field = box->value(); }});
    }
    void bind(QDoubleSpinBox *box, double Rules::*field)
    {
        mFields.push_back({[box, field](const Rules &rules) { box->setValue(rules.*field); },
                           [box, field](Rules &rules) { rules.*field = box->value(); }});
    }
    void bind(QCheckBox *box, bool Rules::*field)
    {
        mFields.push_back({[box, field](const Rules &rules) { box->setChecked(rules.*field); },
                           [box, field](Rules &rules) { rules.*field = box->isChecked(); }});
    }
    // A field that is not one member (an entry of an array, a list).
    void bind(std::function<void(const Rules &)> load, std::function<void(Rules &)> save)
    {
        mFields.push_back({std::move(load), std::move(save)});
    }

    void load(const Rules &rules) const
    {
        for (const Field &field : mFields)
            field.load(rules);
    }
    // What the form shows, over the defaults for anything it does not.
    Rules save() const
    {
        Rules rules;
        for (const Field &field : mFields)
            field.save(rules);
        return rules;
    }

    // OK, Cancel and Restore Defaults (the text's readings) under the form.
    void addButtons(QDialog *dialog, QBoxLayout *layout) const
    {
        auto *buttons = new QDialogButtonBox(
            QDialogButtonBox::Ok | QDialogButtonBox::Cancel | QDialogButtonBox::RestoreDefaults, dialog);
        QObject::connect(buttons, &QDialogButtonBox::accepted, dialog, &QDialog::accept);
        QObject::connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::reject);
        QObject::connect(buttons->button(QDialogButtonBox::RestoreDefaults), &QPushButton::clicked, dialog,
                         [this] { load(Rules()); });
        layout->addWidget(buttons);
    }

private:
    struct Field
    {
        std::function<void(const Rules &)> load;
        std::function<void(Rules &)> save;
    };
    std::vector<Field> mFields;
};

} // namespace vedette
